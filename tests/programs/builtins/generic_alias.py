# list[int] and its kin are types.GenericAlias: printed as written, called as
# the class, refused by isinstance, usable as a base class and in unions.
import types
g = list[int]
print(g, type(g), g.__origin__, g.__args__, g.__parameters__)
print(dict[str, list[int]], tuple[int, ...], tuple[()], set[frozenset[str]], type[int])
print(list[int]([1, 2]), dict[str, int](a=1), dict[str, int].fromkeys("ab", 0), g == list[int], g == list[str], hash(g) == hash(list[int]))
print(list[int] | None, None | dict[str, int], int | list[str])
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)


class Stack(list[int]):
    def top(self):
        return self[-1]


s = Stack([1, 2, 3])
print(Stack.__bases__, s.top(), isinstance(s, list))


def total(values: list[float], weights: dict[str, float] | None = None) -> tuple[float, int]:
    return sum(values), len(values)


print(total.__annotations__)
print(total([1.5, 2.5]))

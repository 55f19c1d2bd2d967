# functools: lru_cache statistics, cache, partial, total_ordering, cached_property, singledispatch.
import functools


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())


@functools.lru_cache(maxsize=2)
def square(x):
    print("computing", x)
    return x * x


for x in [1, 2, 1, 3, 2, 1]:
    square(x)
print(square.cache_info())


@functools.cache
def slow_add(a, b=0):
    print("adding", a, b)
    return a + b


print(slow_add(1, 2), slow_add(1, 2), slow_add(1, b=2), slow_add(a=1, b=2))
base_two = functools.partial(int, base=2)
print(base_two("1010"), base_two.func is int, base_two.args, base_two.keywords)
scale = functools.partial(lambda k, x: k * x, 3)
print(list(map(scale, [1, 2])), functools.partial(scale, 5)())


@functools.total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts


print(Version(1, 2) <= Version(1, 3), Version(2) > Version(1, 9), Version(1) >= Version(1), max(Version(1), Version(3)).parts)


class Dataset:
    def __init__(self, rows):
        self.rows = rows

    @functools.cached_property
    def total(self):
        print("summing")
        return sum(self.rows)


d = Dataset([1, 2, 3])
print(d.total, d.total, "total" in vars(d))
del d.total
print(d.total)


@functools.singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


print(describe(3), describe([1, 2]), describe("s"), describe(True))
print(functools.reduce(lambda a, b: a * 10 + b, [1, 2, 3]), functools.reduce(max, [], 0))

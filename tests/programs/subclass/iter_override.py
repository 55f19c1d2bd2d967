# A dict and a list that change what iterating over them gives: for loops,
# list(), sorted(), unpacking, star-arguments and dict() all use it.
class SortedKeys(dict):
    def __iter__(self):
        return iter(sorted(super().__iter__()))

    def keys(self):
        return list(self)


d = SortedKeys(pear=1, apple=2, fig=3)
print(list(d), [k for k in d], sorted(d, reverse=True), dict(d), d)
first, *rest = d
print(first, rest, max(d), "|".join(d))


class Cycle(list):
    def __iter__(self):
        for _ in range(2):
            yield from super().__iter__()


c = Cycle([1, 2])
print(list(c), tuple(c), sum(c), len(c), c, [*c])
a, b, x, y = c
print(a, b, x, y)


def show(*args):
    return args


print(show(*c), set(c), {k: 0 for k in c})

import itertools
import operator
from itertools import count, islice, chain, product, permutations, combinations

print(list(islice(count(5, 2), 4)), count(3), count(1, 3), itertools.repeat("a", 2))
print(list(islice(count(), 2, 10, 3)), list(islice("abcdef", 2)), list(islice("abcdef", 1, None)))
print(list(chain([1], (2, 3))), list(chain.from_iterable(["ab", "c"])))
print(list(product("ab", repeat=2)))
print(list(product([1, 2], "xy")))
print(list(permutations([1, 2, 3], 2)), len(list(permutations(range(4)))))
print(list(combinations("abcd", 2)), list(combinations(range(3), 5)))
print(list(itertools.combinations_with_replacement("ab", 2)))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print([(k, list(g)) for k, g in itertools.groupby("aabbbc")])
print([(k, len(list(g))) for k, g in itertools.groupby([1, 3, 5, 2, 4, 7], key=lambda x: x % 2)])
print(list(itertools.zip_longest("ab", "xyz", fillvalue="-")), list(itertools.pairwise("abcd")))
print(list(itertools.takewhile(lambda x: x < 3, range(10))), list(itertools.dropwhile(lambda x: x < 3, range(6))))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.compress("abcd", [1, 0, 1, 0])))
a, b = itertools.tee([1, 2, 3])
print(list(a), list(b))
print(list(islice(itertools.cycle("ab"), 5)), list(itertools.filterfalse(None, [0, 1, 2])))
print(list(islice(itertools.repeat(7), 3)), list(zip(count(1), "ab")))
for bad in [(-1,), (1, -2), (0, 5, 0)]:
    try:
        islice("abc", *bad)
    except ValueError as e:
        print(e)

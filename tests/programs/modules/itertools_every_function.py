import itertools as it
import operator
print(list(it.islice(it.count(10, 2.5), 4)), list(it.islice(it.cycle("ab"), 5)), list(it.repeat("x", 3)))
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([1, 2, 3, 4], operator.mul)),
      list(it.accumulate([1, 2, 3], initial=100)), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.chain("ab", [1, 2])), list(it.chain.from_iterable(["xy", "z"])))
print(list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(it.dropwhile(lambda x: x < 3, [1, 4, 1, 5])))
print(list(it.filterfalse(None, [0, 1, "", "a"])), list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print([(k, list(g)) for k, g in it.groupby("aaabccdaa")], [(k, len(list(g))) for k, g in it.groupby([1, 3, 2, 4], key=lambda x: x % 2)])
print(list(it.islice(range(10), 2, 8, 3)), list(it.islice("abc", None)), list(it.pairwise("abcd")))
print(list(it.starmap(pow, [(2, 3), (3, 2)])), [list(x) for x in it.tee([1, 2], 2)])
print(list(it.zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(it.product("ab", repeat=2)), list(it.product([1, 2], "x")))
print(list(it.permutations("abc", 2)), len(list(it.permutations(range(4)))))
print(list(it.combinations("abcd", 2)), list(it.combinations_with_replacement("ab", 2)))
try:
    it.islice(range(3), -1)
except ValueError as e:
    print(e)
try:
    it.repeat()
except TypeError as e:
    print(e)
print(repr(it.count(5)), repr(it.repeat(1, 2)), repr(it.count(1.5, 0.5)))
print(list(it.combinations(range(3), 5)), list(it.permutations([], 0)))

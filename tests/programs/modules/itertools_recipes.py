# itertools as recipes use it: windows, flattening, grouping, round robin.
from itertools import (accumulate, chain, combinations, combinations_with_replacement, compress, count,
                       cycle, dropwhile, filterfalse, groupby, islice, pairwise, permutations, product,
                       repeat, starmap, takewhile, tee, zip_longest)
import operator

print(list(pairwise("abcd")), list(islice(count(10, 5), 4)), list(islice(cycle("xy"), 5)))
print(list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3], initial=100)), list(chain.from_iterable(["ab", [1, 2]])))
print(list(compress("abcdef", [1, 0, 1, 0, 1, 1])), list(filterfalse(str.isdigit, "a1b2")))
print(list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(takewhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(repeat("z", 3)), list(zip_longest("ab", "xyz", fillvalue="-")))
print(list(combinations_with_replacement("ab", 2)), len(list(permutations(range(5), 3))), list(product([0, 1], repeat=2)))
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda w: w[0])
for letter, words in groupby(data, key=lambda w: w[0]):
    print(letter, list(words))
print([(k, len(list(g))) for k, g in groupby("aaabccdd")])
a, b = tee(iter([1, 2, 3]))
print(next(a), next(a), list(b), list(a))


def sliding_window(iterable, n):
    it = iter(iterable)
    window = tuple(islice(it, n))
    if len(window) == n:
        yield window
    for x in it:
        window = window[1:] + (x,)
        yield window


def roundrobin(*iterables):
    iterators = [iter(it) for it in iterables]
    while iterators:
        for it in list(iterators):
            try:
                yield next(it)
            except StopIteration:
                iterators.remove(it)


print(list(sliding_window(range(6), 3)), list(roundrobin("ABC", "D", "EF")))
print(list(islice(range(10), 2, 8, 3)), list(islice("abc", None)), next(islice(count(), 5, None)))
print(sum(1 for _ in combinations(range(10), 4)), list(combinations([], 0)), list(permutations("ab")))
try:
    list(islice([1], -1))
except ValueError as e:
    print("ValueError:", e)

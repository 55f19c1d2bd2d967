# functools.cmp_to_key turns an old-style comparison into a sort key.
import functools
def by_length_then_reverse(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
print(sorted(words, key=functools.cmp_to_key(by_length_then_reverse)))
print(min(words, key=functools.cmp_to_key(by_length_then_reverse)), max([3, 1, 2], key=functools.cmp_to_key(lambda a, b: a - b)))
K = functools.cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) <= K(2), K(3) == K(3), K(1) > K(2), K(2) >= K(5))

records = [("bob", 3), ("amy", 1), ("cat", 3), ("dan", 2), ("eve", 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
print(sorted([3.5, -1.0, 2.25, 10.0, 0.0]))
print(sorted([5, 3, 5.0, 1]))
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len), sorted(set(words)))

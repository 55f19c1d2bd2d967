# frozenset: construction, repr, len, membership, iteration, type
fs = frozenset([3, 1, 2, 3, 1])
print(fs)
print(repr(frozenset()))
print(frozenset(), len(frozenset()))
print(len(fs), 2 in fs, 5 in fs, 5 not in fs)
print(sorted(fs))
print(frozenset("abca") == frozenset("cab"))
print(frozenset(range(5)))
print(frozenset({1: "a", 2: "b"}))
print(frozenset({4, 5, 6}))
print(type(fs).__name__, type(fs) is frozenset, isinstance(fs, frozenset), isinstance(fs, set))
print(frozenset(fs) is fs)
print(fs.copy() is fs)
print(bool(frozenset()), bool(fs))
print(list(frozenset([10, 20])))
print(str(frozenset([1])))
print(frozenset([1, 2]) == {1, 2}, {1, 2} == frozenset([1, 2]), frozenset([1]) != {2})
print(frozenset([frozenset([1]), frozenset()]))
for name in ["add", "remove", "discard", "pop", "clear", "update"]:
    try:
        getattr(fs, name)
    except AttributeError as e:
        print(type(e).__name__, e)
try:
    frozenset(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    frozenset([[1]])
except TypeError as e:
    print(type(e).__name__, e)
try:
    frozenset([1], [2])
except TypeError as e:
    print(type(e).__name__, e)

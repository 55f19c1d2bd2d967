# Keys and items views compare with sets and with each other as sets do.
d = {"a": 1, "b": 2}
keys, items = d.keys(), d.items()
print(keys == {"a", "b"}, keys != {"a"}, keys < {"a", "b", "c"}, keys <= {"a", "b"}, keys > {"a"}, keys >= {"x"})
print(items <= {("a", 1), ("b", 2), ("c", 3)}, items < {("a", 1)}, items == {("b", 2), ("a", 1)})
print(keys == frozenset("ab"), keys > frozenset(), keys < {"a": 0, "b": 0, "c": 0}.keys(), keys == [1, 2], keys != "ab")
try:
    keys < ["a", "b", "c"]
except TypeError as e:
    print(e)
try:
    d.values() < {1, 2, 3}
except TypeError as e:
    print(e)
print(d.values() == d.values(), d.keys() == d.keys())

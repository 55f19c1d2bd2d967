# the type names of the built-in iterators, as CPython 3.11 names them
d = {"a": 1}
samples = [
    ("map", map(str, [])), ("zip", zip()), ("filter", filter(None, [])),
    ("enumerate", enumerate([])), ("reversed tuple", reversed((1, 2))),
    ("reversed str", reversed("ab")), ("reversed list", reversed([1])),
    ("reversed range", reversed(range(3))), ("reversed dict", reversed(d)),
    ("list", iter([])), ("tuple", iter(())), ("ascii str", iter("abc")),
    ("unicode str", iter("h\u00e9")), ("range", iter(range(2))),
    ("dict", iter(d)), ("keys", iter(d.keys())), ("values", iter(d.values())),
    ("items", iter(d.items())), ("set", iter({1})), ("frozenset", iter(frozenset([1]))),
    ("callable", iter(int, 1)), ("genexpr", (x for x in [])),
]
for label, it in samples:
    print(label, type(it).__name__)
print(type(map(str, [])) is map, isinstance(zip([1]), zip), isinstance(enumerate([]), enumerate))
print(map, zip, filter, enumerate, reversed)
print(type(iter([])) is type(iter([1, 2])), type(iter([])) is type(iter(())))
it = iter([1])
print(type(iter(it)).__name__, iter(it) is it)

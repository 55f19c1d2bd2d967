# dict methods and operators as CPython 3.11 has them.
d = {"a": 1, "b": 2}
print(d.setdefault("c", 3), d.setdefault("a", 100), d)
print(d.pop("a"), d.pop("zz", "default"), d)
try:
    d.pop("zz")
except KeyError as e:
    print("KeyError:", e)
print(d.popitem(), d)
d.update({"x": 1}, y=2)
d.update([("z", 3)])
print(d, d | {"x": 10, "w": 0}, {"w": 0} | d)
d |= {"x": 99}
d |= [("v", 5)]
print(d, list(reversed(d)), list(reversed(d.items())))
print(dict.fromkeys("ab"), dict.fromkeys(range(3), []), dict(a=1, **{"b": 2}), dict([("k", "v")], k2="v2"))
keys = d.keys()
d["new"] = 1
print(len(keys), "new" in keys, keys & {"x", "nope"}, sorted(keys - {"x"}), sorted(keys | {"q"}))
print(d.get("missing"), d.get("missing", 0), d.copy() == d, d.copy() is d)
print({k: v for k, v in d.items() if v > 2}, sorted(d.values()))
print(dict(sorted({"b": 1, "a": 2}.items())), {1: "a", True: "b", 1.0: "c"})
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    d.update(1)
except TypeError as e:
    print("TypeError:", e)
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print("ValueError:", e)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    for k in d:
        d["another"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
empty = {}
print(empty == {}, {"a": 1} == {"a": 1.0}, {"a": 1} != {"a": 2}, d.clear(), d)

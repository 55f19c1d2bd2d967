d = {"a": 1, "b": 2}
d["c"] = 3
print(d, len(d), d["a"], d.get("z"), d.get("z", 0), "a" in d, "z" not in d)
print(list(d.keys()), list(d.values()), list(d.items()))
print(d.pop("b"), d, d.pop("zz", None))
print(d.setdefault("a", 100), d.setdefault("n", []), d)
d.update({"x": 9}, y=10)
d.update([("p", 1)])
print(d)
e = d.copy()
e["a"] = -1
print(d["a"], e["a"])
del e["x"]
print(e)
e.clear()
print(e, bool(e))
print(dict(a=1, b=2), dict([("k", "v")]), dict({"m": 0}, n=1), dict(zip("ab", range(2))))
for k, v in {"one": 1, "two": 2}.items():
    print(k, v)
for k in {"z": 0, "y": 1}:
    print(k)
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print({1: "int", 1.5: "float", (1, 2): "tuple", None: "none", True: "bool"})
print({**{"a": 1}, "b": 2, **{"a": 3}}, {"a": 1} | {"b": 2})

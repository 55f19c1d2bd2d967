d = {"a": 1, "b": 2}
keys = d.keys()
print(keys)
print(d.values(), d.items())
d["c"] = 3
print(keys, len(keys), "c" in keys)
print(sorted(d.items(), key=lambda kv: -kv[1]))
for k, v in d.items():
    print(k, v)
print(list(d.values()), type(keys).__name__)

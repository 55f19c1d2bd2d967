d = {"x": 1, "y": 2}
for k in d.keys():
    print(k)
for v in d.values():
    print(v)
print(sum(d.values()), list(d.items())[0], "x" in d.keys())

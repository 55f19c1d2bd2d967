data = [{"n": 1}, {"m": 2}]
print(sorted(data, key=lambda d: d["n"]))

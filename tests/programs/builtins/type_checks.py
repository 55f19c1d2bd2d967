vals = [1, 2.0, "s", [1], (1,), {1: 1}, {1}, None, True, len]
for v in vals:
    print(type(v).__name__, isinstance(v, (int, float)))

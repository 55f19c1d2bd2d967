print(1 and 2, 0 and 2, 1 or 2, 0 or "", None or "default", [] and 5)
print(not 0, not 1, not [], not [0])
def side(v):
    print("side", v)
    return v
print(side(0) and side(1))
print(side(1) or side(2))
print(bool(0), bool(0.0), bool(""), bool("a"), bool(None), bool([]), bool([0]), bool({}), bool(range(0)))
x = 5
print("big" if x > 3 else "small", "neg" if x < 0 else "pos" if x > 0 else "zero")

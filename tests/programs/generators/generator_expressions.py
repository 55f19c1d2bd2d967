squares = (x * x for x in range(10**12))
print(next(squares), next(squares), next(squares))
print(any(x > 3 for x in range(10**10)))
print(all(x < 5 for x in range(10**10)))
print(sum(x for x in range(5) if x % 2), list((a, b) for a in range(2) for b in "xy"))
print(type(squares).__name__)
gen = (i for i in range(3))
print(list(gen), list(gen))

def closures():
    fs = list(lambda: i for i in range(3))
    return [f() for f in fs]
print(closures())
x = 10
lazy = (x + i for i in range(3))
x = 20
print(list(lazy))
s = "abc"
print("".join(c.upper() for c in s), max(len(w) for w in ["a", "bbb"]), sorted((v for v in [3, 1, 2]), reverse=True))
print(dict((k, v) for k, v in zip("ab", [1, 2])), sorted(set(i % 2 for i in range(5))), tuple(i for i in "xy"))
print(min((n for n in [5, 3, 8]), default=None), list(zip((i for i in range(3)), "abc")))
nested = ((i, j) for i in range(3) if i != 1 for j in range(i))
print(list(nested))
def first_match(items, pred):
    return next((x for x in items if pred(x)), None)
print(first_match([1, 4, 9], lambda v: v > 3), first_match([], bool))
order = []
def note(v):
    order.append(v)
    return v
g = (note(i) for i in range(3))
order.append("made")
next(g)
print(order)
print(repr(i for i in []).startswith("<generator object <genexpr> at 0x"))

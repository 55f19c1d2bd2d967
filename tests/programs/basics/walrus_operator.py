data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long list", n)
while (chunk := data.pop()) != 1:
    print("chunk", chunk)
print(data, chunk)
values = [y for x in range(6) if (y := x * x) % 2 == 0]
print(values, y)
def f(xs):
    total = 0
    results = [(total := total + v) for v in xs]
    return results, total
print(f([1, 2, 3]))
print((a := 5), a + 1)
print([b := 2, b * 10])
g = lambda: (c := 7) + c
print(g())
def counter():
    hits = [m for w in "a bb ccc".split() if (m := len(w)) > 1]
    return hits, m
print(counter())
print(f"{(z := 3)} {z * 2}")
x = 3
print(f'{x=}', f'{x + 1 = }', f'{x=:>5}', f'{x = !s}', f"{'a'=}")
h = lambda *a, **k: (a, k)
print(h(1, 2, x=3))
h2 = lambda a, *rest, key=None, **kw: (a, rest, key, kw)
print(h2(1, 2, 3, key=4, z=5))

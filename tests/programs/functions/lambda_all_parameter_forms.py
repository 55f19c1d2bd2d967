h = lambda *a, **k: (a, k)
print(h(1, 2, x=3))
print(h())
h2 = lambda a, *rest, key=None, **kw: (a, rest, key, kw)
print(h2(1, 2, 3, key=4, z=5))
h3 = lambda a, b=2, /, c=3, *, d, e=5: (a, b, c, d, e)
print(h3(1, d=4))
print(h3(1, 9, 8, d=7, e=6))
h4 = lambda *, only: only * 2
print(h4(only=21))
try:
    h4(1)
except TypeError as e:
    print(e)
try:
    h3(a=1, d=2)
except TypeError as e:
    print(e)

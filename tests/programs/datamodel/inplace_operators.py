class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, other):
        self.items.append(other)
        return self
    def __isub__(self, other):
        return NotImplemented
    def __sub__(self, other):
        return "sub fallback"
    def __repr__(self):
        return f"Acc({self.items})"

a = Acc()
b = a
a += 1
a += 2
print(a is b, b)
a -= 1
print(a)

class Vec:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        return Vec(self.x + o.x)
    def __imul__(self, k):
        self.x *= k
        return self
v = Vec(2)
w = v
v += Vec(3)
print(v.x, w.x, v is w)
w *= 10
print(w.x)

xs = ys = [1]
xs += (2, 3)
xs *= 2
print(xs, ys, xs is ys)
s = t = {1, 2}
s |= {3}
s -= {1}
s &= {2, 3, 4}
s ^= {9}
print(sorted(s), sorted(t), s is t)
d = e = {"a": 1}
d |= {"b": 2}
print(d, e, d is e)
tup = tup2 = (1,)
tup += (2,)
print(tup, tup2)
text = "a"
text += "b"
print(text)
fz = frozenset({1})
fz2 = fz
fz |= {2}
print(sorted(fz), sorted(fz2), fz is fz2)

class Holder:
    pass
h = Holder()
h.acc = Acc()
h.acc += "x"
grid = {"k": [1]}
grid["k"] += [2]
print(h.acc, grid)
try:
    n = None
    n += 1
except TypeError as ex:
    print(ex)
try:
    q = Acc()
    q *= 3
except TypeError as ex:
    print(ex)

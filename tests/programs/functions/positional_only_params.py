def f(a, b, /, c, *, d=4):
    return a, b, c, d

print(f(1, 2, 3))
print(f(1, 2, c=3, d=5))
try:
    f(a=1, b=2, c=3)
except TypeError as e:
    print(e)
try:
    f(1, b=2, c=3)
except TypeError as e:
    print(e)

def g(a, /, **kw):
    return a, kw

print(g(1, a=2))

def h(x, /, y=2):
    return x + y

print(h(1), h(1, 5), h(1, y=7))

class Point:
    def __init__(self, x, y, /):
        self.x, self.y = x, y

p = Point(3, 4)
print(p.x, p.y)
try:
    Point(x=1, y=2)
except TypeError as e:
    print(e)
h(x=1)

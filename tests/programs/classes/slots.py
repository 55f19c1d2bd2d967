# __slots__: instances take only the declared attributes.
class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(1, 2)
p.x = 10
print(p.x, p.y)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(p, "__dict__"))
print(Point.__slots__)

q = Point.__new__(Point)
try:
    q.x
except AttributeError as e:
    print("AttributeError:", e)


class Point3(Point):
    __slots__ = ("z",)


t = Point3(1, 2)
t.z = 3
print(t.x, t.y, t.z)
try:
    t.w = 4
except AttributeError as e:
    print("AttributeError:", e)


class Free(Point):
    pass


f = Free(1, 2)
f.anything = "ok"
print(f.anything, f.x)


class Single:
    __slots__ = "only"


s = Single()
s.only = 1
print(s.only)
try:
    s.other = 2
except AttributeError as e:
    print("AttributeError:", e)


class WithDict:
    __slots__ = ("a", "__dict__")


w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b)

del p.y
try:
    print(p.y)
except AttributeError as e:
    print("AttributeError:", e)

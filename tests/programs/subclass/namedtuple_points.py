# namedtuple classes are tuple subclasses: tuple operations, isinstance and
# the MRO show it; subclasses add methods.
import json
from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x, p[1], isinstance(p, tuple), Point.__mro__)
print(p == (3, 4), p + (5,), len(p), list(p), p._asdict(), p._replace(y=0), Point._make([1, 2]))
x, y = p
print(x, y, json.dumps(p), json.dumps({"p": p}), sorted([Point(2, 0), Point(1, 9)]))
print({p: "here"}[(3, 4)], max(Point(1, 2)), hash(p) == hash((3, 4)), tuple(p), type(tuple(p)).__name__)


class Point3(namedtuple("Point3", "x y z", defaults=[0])):
    __slots__ = ()

    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2 + self.z ** 2) ** 0.5

    def __str__(self):
        return f"({self.x}, {self.y}, {self.z})"


q = Point3(1, 2, 2)
print(q, repr(q), q.norm, Point3(5, 5), Point3.__mro__[1:], Point3._fields, Point3._field_defaults)
print(q._replace(z=7), type(q._replace(z=7)).__name__)
for bad in [lambda: Point(1), lambda: Point(1, 2, 3), lambda: Point(1, y=2, z=3), lambda: Point._make([1])]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    p.x = 10
except AttributeError as e:
    print(type(e).__name__, e)
match p:
    case Point(x, 4):
        print("on y = 4 at x =", x)

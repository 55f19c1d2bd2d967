# namedtuple's __new__ argument errors, with and without defaults.
from collections import namedtuple
Point = namedtuple("Point", "x y")
Color = namedtuple("Color", "r g b", defaults=[0, 0])
for make in [lambda: Point(1, 2, 3), lambda: Color(1, 2, 3, 4), lambda: Color(), lambda: Point(1), lambda: Color(1, r=2)]:
    try:
        make()
    except TypeError as e:
        print(e)
print(Color(5), Color(1, b=3))

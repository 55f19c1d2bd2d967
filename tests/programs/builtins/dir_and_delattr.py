# dir() lists names; delattr() removes an attribute.
class Shape:
    sides = 0

    def area(self):
        return 0


class Square(Shape):
    sides = 4

    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2


sq = Square(3)
public = [n for n in dir(sq) if not n.startswith("__")]
print(public)
print([n for n in dir(Square) if not n.startswith("__")])
print("__init__" in dir(sq), "__class__" in dir(sq), "__dict__" in dir(Square))
print(dir(sq) == sorted(dir(sq)))


def scope():
    alpha = 1
    beta = 2
    return dir()


print(scope())


class Custom:
    def __dir__(self):
        return ["zeta", "alpha", "mid"]


print(dir(Custom()))

import math
print([n for n in dir(math) if n.startswith("is")])

delattr(sq, "side")
print(hasattr(sq, "side"))
try:
    delattr(sq, "side")
except AttributeError as e:
    print("AttributeError:", e)
delattr(Square, "sides")
print(sq.sides)
try:
    delattr(sq, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    dir(1, 2)
except TypeError as e:
    print("TypeError:", e)

# An immutable 2-D vector on tuple, with operators returning vectors.
import math


class Vector(tuple):
    def __new__(cls, x=0, y=0):
        return super().__new__(cls, (x, y))

    x = property(lambda self: self[0])
    y = property(lambda self: self[1])

    def __add__(self, other):
        return Vector(self.x + other[0], self.y + other[1])

    __radd__ = __add__

    def __sub__(self, other):
        return Vector(self.x - other[0], self.y - other[1])

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(*self)

    def __matmul__(self, other):
        return self.x * other[0] + self.y * other[1]

    def __repr__(self):
        return f"Vector({self.x}, {self.y})"


a, b = Vector(3, 4), Vector(1, -2)
print(a + b, a - b, a * 2, 3 * b, -a, abs(a), a @ b)
print(a + (1, 1), (1, 1) + a, sum([a, b], Vector()), a == (3, 4), a == Vector(3, 4))
print(a.x, a.y, a[0], len(a), list(a), tuple(a), type(tuple(a)).__name__)
x, y = a
print(x, y, max(a), sorted([a, b, Vector()]), a < b)
path = {Vector(0, 0): "start", Vector(3, 4): "end"}
print(path[(3, 4)], path[a], hash(a) == hash((3, 4)), Vector(1, 2) in {Vector(1, 2)})
print(isinstance(a, tuple), type(a).__name__, a.count(3), a.index(4), repr([a]))
try:
    a.x = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    a[0] = 5
except TypeError as e:
    print(type(e).__name__, e)

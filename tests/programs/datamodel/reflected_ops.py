# Reflected operators, NotImplemented and the subclass-first rule.
class Vec:
    def __init__(self, *xs):
        self.xs = xs

    def __add__(self, other):
        if isinstance(other, Vec):
            return Vec(*(a + b for a, b in zip(self.xs, other.xs)))
        if isinstance(other, (int, float)):
            return Vec(*(a + other for a in self.xs))
        return NotImplemented

    __radd__ = __add__

    def __mul__(self, k):
        if not isinstance(k, (int, float)):
            return NotImplemented
        return Vec(*(a * k for a in self.xs))

    def __rmul__(self, k):
        print("rmul")
        return self * k

    def __neg__(self):
        return self * -1

    def __abs__(self):
        return sum(a * a for a in self.xs) ** 0.5

    def __eq__(self, other):
        return isinstance(other, Vec) and self.xs == other.xs

    def __repr__(self):
        return f"Vec{self.xs}"


v = Vec(3, 4)
print(v + 1, 1 + v, v + v, 2 * v, v * 2, -v, abs(v))
print(sum([Vec(1, 1), Vec(2, 2)]), sum([Vec(1, 1)], Vec(10, 10)))
try:
    v * v
except TypeError as e:
    print("TypeError:", e)
try:
    v - v
except TypeError as e:
    print("TypeError:", e)
try:
    "a" + v
except TypeError as e:
    print("TypeError:", e)


class Base:
    def __add__(self, other):
        return "Base.__add__"

    def __radd__(self, other):
        return "Base.__radd__"


class Derived(Base):
    def __radd__(self, other):
        return "Derived.__radd__"


print(Base() + Derived(), Derived() + Base(), Base() + Base())
print(v == Vec(3, 4), v != Vec(3, 4), v == (3, 4), v != "x")

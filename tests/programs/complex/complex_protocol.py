# Classes taking part through __complex__, __float__ and their own operators.
import cmath


class Phasor:
    def __init__(self, magnitude, degrees):
        self.magnitude = magnitude
        self.degrees = degrees

    def __complex__(self):
        return cmath.rect(self.magnitude, cmath.pi * self.degrees / 180)

    def __radd__(self, other):
        return other + complex(self)


p = Phasor(2, 90)
print(f"{complex(p):.12g} {cmath.sqrt(p):.12g} {cmath.phase(p):.12g}", cmath.isclose(p, 2j), abs(complex(p)))
print(f"{1j + p:.12g} {3 + p:.12g}")


class Vector2:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __mul__(self, other):
        if isinstance(other, complex):
            z = complex(self.x, self.y) * other
            return Vector2(z.real, z.imag)
        return NotImplemented

    __rmul__ = __mul__

    def __repr__(self):
        return f"Vector2({self.x}, {self.y})"


print(Vector2(1, 0) * 1j, 1j * Vector2(0, 1))
try:
    cmath.sqrt(Vector2(1, 2))
except TypeError as e:
    print(type(e).__name__, e)

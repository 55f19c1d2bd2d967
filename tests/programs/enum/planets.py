# Members with tuple values: __init__ receives the tuple's items; methods and properties compute from them.
from enum import Enum

G = 6.67300E-11


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    VENUS = (4.869e+24, 6.0518e6)
    EARTH = (5.976e+24, 6.37814e6)
    MARS = (6.421e+23, 3.3972e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return G * self.mass / (self.radius * self.radius)

    def weight(self, mass_kg):
        return mass_kg * self.surface_gravity

    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)

    @staticmethod
    def units():
        return "m/s^2"


print(Planet.EARTH, repr(Planet.MARS), Planet.EARTH.value, Planet.EARTH.mass)
for p in Planet:
    print(f"{p.name:8} g={p.surface_gravity:6.2f} {Planet.units()} 70kg weighs {p.weight(70):7.1f} N")
print(Planet.heaviest(), Planet((6.421e+23, 3.3972e6)), Planet.EARTH.heaviest())
print(sorted(Planet, key=lambda p: p.radius)[0].name)

# A __new__ in the enum body makes the members: it sets _value_ and extra attributes from the tuple given.
from enum import Enum


class Unit(Enum):
    def __new__(cls, symbol, factor):
        obj = object.__new__(cls)
        obj._value_ = symbol
        obj.factor = factor
        return obj

    METER = ("m", 1.0)
    KILOMETER = ("km", 1000.0)
    MILE = ("mi", 1609.344)

    def to_meters(self, amount):
        return amount * self.factor


print(Unit.MILE, repr(Unit.KILOMETER), Unit("km"), Unit.METER.value, Unit.MILE.factor)
print([u.value for u in Unit], round(Unit.MILE.to_meters(3), 1))
try:
    Unit(("m", 1.0))
except ValueError as e:
    print(type(e).__name__, e)


class Coin(Enum):
    PENNY = 1
    NICKEL = 5

    def __init__(self, cents):
        self.dollars = cents / 100

    def __str__(self):
        return f"{self.name.title()} (${self.dollars:.2f})"

    def __repr__(self):
        return f"Coin<{self.name}>"

    def __format__(self, spec):
        return format(self.name.lower(), spec)


print(Coin.NICKEL, repr(Coin.PENNY), f"[{Coin.PENNY:>8}]", list(Coin))

# Members made by the class's own __new__ over int.__new__ / object.__new__, setting _value_ and extra attributes.
from enum import Enum, IntEnum


class Axis(IntEnum):
    def __new__(cls, value, label):
        obj = int.__new__(cls, value)
        obj._value_ = value
        obj.label = label
        return obj

    X = (0, "horizontal")
    Y = (1, "vertical")
    Z = (2, "depth")


print(Axis.Y, repr(Axis.Z), Axis.X.label, Axis(1), Axis(2).label)
print(Axis.Y + 10, Axis.Z * 3, Axis.Y == 1, isinstance(Axis.X, int), int(Axis.Z))
print([a.label for a in Axis], sorted(Axis, reverse=True), f"{Axis.Y:>4}", hex(Axis.Z))
try:
    Axis(5)
except ValueError as e:
    print(type(e).__name__, e)


class Priority(int, Enum):
    def __new__(cls, value, doc=""):
        obj = int.__new__(cls, value)
        obj._value_ = value
        obj.__doc__ = doc
        return obj

    LOW = 1, "can wait"
    HIGH = 3, "do it now"
    DEFAULT = 1


print(Priority.HIGH, repr(Priority.LOW), Priority.HIGH.__doc__, Priority.DEFAULT is Priority.LOW)
print(Priority.HIGH > Priority.LOW, Priority.HIGH - 1, list(Priority))


class Shape(Enum):
    def __new__(cls, sides):
        obj = object.__new__(cls)
        obj._value_ = len(cls.__members__) + 1
        obj.sides = sides
        return obj

    TRIANGLE = 3
    SQUARE = 4


print(Shape.SQUARE, Shape.SQUARE.value, Shape.SQUARE.sides, Shape(1))


class Code(IntEnum):
    def __new__(cls, value):
        obj = int.__new__(cls, value * 100)
        obj._value_ = value * 100
        return obj

    OK = 2
    MISSING = 4


print(Code.OK, Code.MISSING.value, Code(400), Code.OK + 0, repr(Code.MISSING))


class NoValue(IntEnum):
    def __new__(cls, value):
        obj = int.__new__(cls, value)
        return obj

    A = 7


print(NoValue.A, NoValue.A.value, repr(NoValue.A))

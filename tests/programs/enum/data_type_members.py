# Enums mixed with built-in data types: members are instances of int, str, float and bytes.
from enum import Enum, IntEnum, StrEnum, IntFlag


class Color(IntEnum):
    RED = 1
    GREEN = 2


class Mode(IntFlag):
    R = 4
    W = 2


class Animal(StrEnum):
    CAT = "cat"
    DOG = "dog"


class Ratio(float, Enum):
    HALF = 0.5
    THIRD = 1 / 3


class Magic(bytes, Enum):
    PNG = b"\x89PNG"
    GIF = b"GIF8"


for member in (Color.RED, Mode.R | Mode.W, Animal.DOG, Ratio.HALF, Magic.GIF):
    print(repr(member), isinstance(member, (int, str, float, bytes)), type(member).__mro__[1].__name__)
print(Color.GREEN * 10, Color.RED + Color.GREEN, Color.GREEN == 2, {Color.RED: "r"}[1], sorted([3, Color.GREEN, 0]))
print(Animal.CAT.upper(), Animal.DOG + "s", "c" in Animal.CAT, len(Animal.DOG), Animal.CAT == "cat", f"{Animal.DOG}!")
print(Ratio.HALF * 4, Ratio.THIRD < Ratio.HALF, str(Ratio.HALF), float(Ratio.THIRD), Ratio(0.5))
print(Magic.PNG[1:], Magic(b"GIF8"), len(Magic.PNG), Magic.GIF.startswith(b"GIF"))
print(int(Mode.R), Mode.R + 1, Mode.W | 1, isinstance(Mode.R & 0, int), [m for m in Mode])
print(Color.RED.__class__.__name__, Color(2) is Color.GREEN, Animal("cat") is Animal.CAT)
print(str(Color.RED), format(Color.GREEN, "03d"), "%d and %s" % (Color.RED, Color.RED), hash(Color.RED) == hash(1))
print(max(Color), Color.GREEN.real, Color.GREEN.bit_length(), abs(-Color.GREEN), divmod(Color.GREEN, 3))
try:
    class BadInt(IntEnum):
        ONE = "one"
except ValueError as e:
    print(type(e).__name__, e)

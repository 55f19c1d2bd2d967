# Mixing in behaviour: a data type (int) before Enum, a plain mixin class, and an enum base without members.
from enum import Enum, IntEnum


class Num(int, Enum):  # not a ReprEnum: str() and format() stay the enum's
    ONE = 1
    TWO = "2"


print(repr(Num.TWO), str(Num.ONE), f"{Num.ONE}", format(Num.TWO, ">7"), Num.ONE + Num.TWO, Num.TWO * 3)
print(Num(2), Num.ONE < Num.TWO, Num.TWO.value, type(Num.TWO.value).__name__, Num.ONE == 1)


class Describe:
    def describe(self):
        return f"{self.name} = {self.value!r}"

    def __str__(self):
        return f"<<{self.name}>>"


class Fruit(Describe, Enum):
    APPLE = "red"
    BANANA = "yellow"


print(Fruit.APPLE.describe(), str(Fruit.BANANA), repr(Fruit.APPLE), f"{Fruit.APPLE}")


class Ordered(Enum):
    def __lt__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return self.value < other.value

    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]


class Size(Ordered):
    S = 1
    M = 2
    L = 3


print(sorted([Size.L, Size.S, Size.M]), Size.S < Size.L, Size.L.next(), min(Size), issubclass(Size, Ordered))
try:
    class More(Size):
        XL = 4
except TypeError as e:
    print(type(e).__name__, e)


class Weekday(IntEnum):
    MON = 1
    TUE = 2
    WED = 3

    @classmethod
    def from_name(cls, text):
        return cls[text[:3].upper()]

    def is_first(self):
        return self == 1


print(Weekday.from_name("tuesday"), Weekday.MON.is_first(), [d - 1 for d in Weekday], Weekday(3).name)

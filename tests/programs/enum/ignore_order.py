# Class-body controls: _ignore_ (helper names that are not members), _order_ checking, member() and nonmember().
from enum import Enum, member, nonmember


class Period(Enum):
    _ignore_ = "Period i"
    Period = vars()
    for i in range(3):
        Period[f"DAY_{i}"] = i


print(list(Period), hasattr(Period, "i"))


class Ordered(Enum):
    _order_ = "A B C"
    A = 1
    B = 2
    C = 3


print(list(Ordered))
try:
    class Disordered(Enum):
        _order_ = "A C B"
        A = 1
        B = 2
        C = 3
except TypeError as e:
    print(type(e).__name__, e)


class Settings(Enum):
    FAST = 1
    SLOW = 2
    DEFAULT_NAME = nonmember("fast")
    helper = member(lambda x: x * 2)


print([s.name for s in Settings], Settings.DEFAULT_NAME, Settings.helper.value(21))

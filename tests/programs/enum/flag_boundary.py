# Flag boundaries: STRICT refuses unknown bits, CONFORM drops them, EJECT gives a plain int, KEEP keeps them.
from enum import Flag, IntFlag, FlagBoundary, STRICT, CONFORM, EJECT, KEEP, auto


class Strict(Flag, boundary=STRICT):
    A = 1
    B = 2


class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2


class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2


class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2


print(list(FlagBoundary), STRICT, repr(KEEP), Strict._boundary_, Keep._boundary_)
try:
    Strict(7)
except ValueError as e:
    print(type(e).__name__, e)
print(repr(Conform(7)), Eject(7), type(Eject(7)).__name__, repr(Keep(7)), repr(Eject(3)))


class Gaps(Flag):
    LOW = 1
    HIGH = 4


try:
    Gaps(2)
except ValueError as e:
    print(type(e).__name__, e)
print(repr(Gaps(5)), repr(~Gaps.LOW))


class Unsorted(Flag):
    C = 4
    A = 1
    B = 2


print(list(Unsorted(7)), Unsorted(7))

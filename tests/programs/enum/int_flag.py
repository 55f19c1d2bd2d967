# IntFlag: members are ints for arithmetic and mix with plain ints; unknown bits are kept (the KEEP boundary).
from enum import IntFlag


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


rwx = Mode.R | Mode.W | Mode.X
print(rwx, repr(rwx), str(Mode.R | Mode.W), repr(Mode.R | 8), Mode.R | 1, 1 | Mode.R, repr(Mode(0)))
print(Mode.R + 1, Mode.R == 4, Mode.W < Mode.R, repr(~Mode.R), repr(Mode(-1)), format(rwx, "o"), f"{Mode.W:03b}")
print(list(Mode.R | Mode.X), Mode.R in rwx, 6 & Mode.W, repr(Mode.R & 6), Mode(7) is rwx)
print(int(rwx), sorted([Mode.X, Mode.R, Mode.W]), sum(Mode), [m.name for m in Mode])


def chmod_string(mode):
    return "".join(flag.name.lower() if flag in mode else "-" for flag in (Mode.R, Mode.W, Mode.X))


for value in (7, 5, 0, 6):
    print(value, chmod_string(Mode(value)), repr(Mode(value)))
print(repr(Mode(12)), Mode(12).value, list(Mode(12)))

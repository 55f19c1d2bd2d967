# auto(): 1, 2, 3 for Enum (after the last value), powers of two for Flag, the lower-cased name for StrEnum.
from enum import Enum, Flag, StrEnum, IntEnum, auto


class Phase(Enum):
    SETUP = auto()
    TRAIN = auto()
    EVAL = 10
    EXPORT = auto()


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()


class Device(StrEnum):
    CPU = auto()
    GPU = auto()
    TPU = "tpu-v4"


class Level(IntEnum):
    LOW = auto()
    HIGH = auto()


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return f"{name.lower()}-{count}"

    ALPHA = auto()
    BETA = auto()


class Pair(Enum):
    ORIGIN = (auto(), "origin")
    UNIT = (auto(), "unit")


print([(p.name, p.value) for p in Phase])
print([(p.name, p.value) for p in Perm], Perm.READ | Perm.EXEC)
print([d.value for d in Device], Device.GPU, repr(Device.CPU))
print(list(Level), Level.HIGH + 0)
print(list(Named), Pair.UNIT.value)
a = auto()
print(repr(a))

try:
    class Late(Enum):
        A = auto()

        def _generate_next_value_(name, start, count, last_values):
            return name
except TypeError as e:
    print(type(e).__name__, e)

# _missing_ lets a lookup by value recover: case-insensitive names, a default member, or a clearer error.
from enum import Enum


class Activation(Enum):
    RELU = "relu"
    TANH = "tanh"
    SIGMOID = "sigmoid"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return None


class Level(Enum):
    DEBUG = 10
    INFO = 20
    UNKNOWN = -1

    @classmethod
    def _missing_(cls, value):
        return cls.UNKNOWN


class Broken(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return "not a member"


class Raising(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise ValueError(f"{value!r} is not an A")


print(Activation("ReLU"), Activation("TANH"), Level(20), Level(99), Level("x"))
for cls, value in [(Activation, "gelu"), (Activation, 3), (Broken, 2), (Raising, 5)]:
    try:
        cls(value)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

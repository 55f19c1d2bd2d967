# Enum basics: members as class attributes, lookup by value and name, iteration, repr/str/format of 3.11.
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(Color.RED, repr(Color.RED), f"{Color.GREEN}", format(Color.BLUE, ">12") + "|", "%s" % Color.RED)
print(Color(2), Color["BLUE"], Color(Color.RED), Color.RED.name, Color.RED.value)
print(list(Color), len(Color), [c.name for c in Color], [c.value for c in reversed(Color)])
print(Color.RED in Color, type(Color.RED), type(Color), Color, repr(Color))
print(isinstance(Color.RED, Color), isinstance(Color.RED, Enum), issubclass(Color, Enum), type(Color).__name__)
print(Color.RED is Color(1), Color.RED == Color.RED, Color.RED != Color.GREEN, Color.RED == 1)
print(Color.__members__)
print(repr(Color.__members__), list(Color.__members__.items())[0])
print(Color.__name__, Color.__qualname__, Color.__module__, Color.RED.__class__.__name__)
print(bool(Color), bool(Color.RED), str([Color.RED, Color.BLUE]))
print({c: c.value * 10 for c in Color})
print(sorted(Color, key=lambda c: -c.value), max(Color, key=lambda c: c.value))
for i, color in enumerate(Color, start=1):
    print(i, color.name.lower(), color)

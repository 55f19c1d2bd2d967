# Aliases: a second name for a value returns the first member; __members__ lists them; @unique refuses them.
from enum import Enum, unique


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


print(Shape.ALIAS_FOR_SQUARE, Shape(2), Shape.ALIAS_FOR_SQUARE is Shape.SQUARE, Shape["ALIAS_FOR_SQUARE"])
print(list(Shape), len(Shape))
print([name for name, member in Shape.__members__.items() if member.name != name])
print(Shape._member_names_, Shape.SQUARE._sort_order_ if hasattr(Shape.SQUARE, "_sort_order_") else None)

try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
        UNO = 1
except ValueError as e:
    print(type(e).__name__, e)


@unique
class Fine(Enum):
    A = 1
    B = 2


print(Fine, list(Fine))

try:
    class Twice(Enum):
        A = 1
        A = 2
except TypeError as e:
    print(type(e).__name__, e)

try:
    class MethodClash(Enum):
        A = 1

        def A(self):
            return 0
except TypeError as e:
    print(type(e).__name__, e)

try:
    class Reserved(Enum):
        _secret_ = 1
except ValueError as e:
    print(type(e).__name__, e)

try:
    class BadName(Enum):
        mro = 1
except ValueError as e:
    print(type(e).__name__, e)

# The order in which == and != try the operands' methods.
class Left:
    def __eq__(self, other):
        print("Left.__eq__")
        return NotImplemented


class Right:
    def __ne__(self, other):
        print("Right.__ne__")
        return True


class OnlyEq:
    def __eq__(self, other):
        print("OnlyEq.__eq__")
        return isinstance(other, OnlyEq)


class Base:
    def __lt__(self, other):
        print("Base.__lt__")
        return True


class Derived(Base):
    def __gt__(self, other):
        print("Derived.__gt__")
        return False


print(OnlyEq() != OnlyEq())
print(OnlyEq() != Right())
print(Right() != OnlyEq())
print(Left() == Right())
print(Left() != Left())
print(Base() < Derived())
print(Base() < Base())
x = Left()
print(x == x, x != x)
try:
    Right() < Right()
except TypeError as e:
    print("TypeError:", e)

# __slots__ on subclasses of built-in types: named slots only, or an
# empty tuple for no attributes at all.
class Labeled(list):
    __slots__ = ("label",)


class Plain(list):
    pass


class Strict(int):
    __slots__ = ()


class Coord(tuple):
    __slots__ = ()


x = Labeled([1, 2])
x.label = "pair"
print(x, x.label, hasattr(x, "__dict__"), hasattr(Plain(), "__dict__"))
try:
    x.other = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Strict(3).unit = "m"
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Coord((1, 2)).name = "c"
except AttributeError as e:
    print(type(e).__name__, e)
p = Plain([1])
p.note = "free"
print(p.note, p.__dict__, vars(p))
try:
    vars(Coord(()))
except TypeError as e:
    print(type(e).__name__, e)
print(Strict(3) + 1, Coord((1, 2)) + (3,), len(Labeled()))
del x.label
try:
    x.label
except AttributeError as e:
    print(type(e).__name__, e)

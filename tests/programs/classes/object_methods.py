# object's own methods, reached through super(), the class, or an instance.
class Point:
    def __init__(self, x, y):
        super().__init__()
        self.x, self.y = x, y

    def __eq__(self, other):
        if not isinstance(other, Point):
            return super().__eq__(other)
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

    def __str__(self):
        return "P" + super().__str__()


p, q = Point(1, 2), Point(1, 2)
print(p == q, p != q, p == 3, p != 3, len({p, q}))
print(str(p), format(p), f"{p}")
print(object.__eq__(p, p), object.__eq__(p, q), object.__ne__(p, q))
print(object.__repr__(p).startswith("<__main__.Point object at 0x"))
print(object.__lt__(p, q), p.__lt__(q))
print(object.__init__, object.__eq__)


class Strict:
    def __init__(self, value):
        super().__init__(value)


try:
    Strict(1)
except TypeError as e:
    print("TypeError:", e)


class Plain:
    pass


try:
    Plain(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    format(Plain(), ">10")
except TypeError as e:
    print("TypeError:", e)
print(format(Plain(), "").startswith("<__main__.Plain object"))


class Guarded:
    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError(f"{name} is private")
        super().__setattr__(name, value.upper() if isinstance(value, str) else value)

    def __delattr__(self, name):
        print("del", name)
        super().__delattr__(name)


g = Guarded()
g.label = "hi"
print(g.label)
try:
    g._secret = 1
except AttributeError as e:
    print("AttributeError:", e)
object.__setattr__(g, "_secret", 2)
print(g._secret)
del g.label
print(hasattr(g, "label"))


class Meters:
    def __get__(self, obj, objtype=None):
        return obj._m if obj is not None else self

    def __set__(self, obj, value):
        if value < 0:
            raise ValueError("negative length")
        obj._m = value

    def __delete__(self, obj):
        print("deleting meters")
        del obj._m


class Rope:
    length = Meters()


r = Rope()
r.length = 5
print(r.length)
try:
    r.length = -1
except ValueError as e:
    print("ValueError:", e)
object.__setattr__(r, "length", 7)
print(r.length)
del r.length
print(hasattr(r, "_m"))


class Counter:
    total = 0

    @classmethod
    def bump(cls):
        cls.total += 1
        return cls.total


class Sub(Counter):
    @classmethod
    def bump(cls):
        return super().bump() * 10


print(Sub.bump(), Sub.bump(), Counter.total, Sub.total)

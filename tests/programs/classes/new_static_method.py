# __new__ is a static method: called through the class or an instance, cls is passed explicitly.
class Point:
    count = 0

    def __new__(cls, *args):
        print("Point.__new__", cls.__name__, args)
        Point.count += 1
        return super().__new__(cls)

    def __init__(self, x=0, y=0):
        self.x, self.y = x, y


p = Point(1, 2)
q = Point.__new__(Point)
r = p.__new__(Point)
print(Point.count, type(q).__name__, hasattr(q, "x"), type(r) is Point)
print(type(Point.__dict__["__new__"]).__name__, Point.__new__ is p.__new__)


class Other:
    pass


class Factory:
    def __new__(cls, kind):
        if kind == "other":
            return Other()
        return super().__new__(cls)

    def __init__(self, kind):
        print("Factory.__init__", kind)


print(type(Factory("self")).__name__, type(Factory("other")).__name__)


class NoReturn:
    def __new__(cls):
        print("returns None")

    def __init__(self):
        print("never runs")


print(NoReturn())

# type.__subclasses__(): a class's direct subclasses, oldest first, through
# multiple inheritance too; used to build a plugin registry.
class Shape:
    pass


class Circle(Shape):
    pass


class Polygon(Shape):
    pass


class Square(Polygon):
    pass


class Triangle(Polygon):
    pass


class Labelled:
    pass


class LabelledSquare(Square, Labelled):
    pass


print(Shape.__subclasses__())
print(Polygon.__subclasses__(), Square.__subclasses__(), Labelled.__subclasses__())
print(Circle.__subclasses__())


def all_subclasses(cls):
    found = []
    for sub in cls.__subclasses__():
        found.append(sub.__name__)
        found.extend(all_subclasses(sub))
    return found


print(all_subclasses(Shape))
Dynamic = type("Dynamic", (Circle,), {})
print(Circle.__subclasses__(), [c.__name__ for c in Circle.__subclasses__()])
print(type(Shape.__subclasses__()).__name__)

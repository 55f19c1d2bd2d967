# An ABC Shape hierarchy: abstract methods must all be overridden before a class can be instantiated.
from abc import ABC, abstractmethod
import math


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f"{type(self).__name__}: area={self.area():.2f} perimeter={self.perimeter():.2f}"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Rectangle(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)


class Polygon(Shape):
    def perimeter(self):
        return 0.0


for cls in (Shape, Polygon):
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)

shapes = [Circle(1), Rectangle(2, 3), Square(2)]
for s in shapes:
    print(s.describe())
print(sorted(shapes, key=lambda s: s.area())[0].describe())
print(sorted(Shape.__abstractmethods__), sorted(Polygon.__abstractmethods__), Square.__abstractmethods__)
print(type(Shape).__name__, isinstance(Square(1), Shape), issubclass(Square, Rectangle), issubclass(int, Shape))
print(isinstance(3, Shape), [isinstance(s, Rectangle) for s in shapes])

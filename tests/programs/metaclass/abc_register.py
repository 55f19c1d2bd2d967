# ABCMeta.register makes virtual subclasses; __subclasshook__ decides for classes that never inherit.
from abc import ABC, ABCMeta, abstractmethod


class Drawable(ABC):
    @abstractmethod
    def draw(self):
        pass


class Legacy:
    def draw(self):
        return "legacy drawing"


print(isinstance(Legacy(), Drawable), issubclass(Legacy, Drawable))
print(Drawable.register(Legacy) is Legacy)
print(isinstance(Legacy(), Drawable), issubclass(Legacy, Drawable), Legacy().draw())
print(Drawable not in Legacy.__mro__, isinstance(Legacy(), (int, Drawable)))
for bad in (3, "Legacy"):
    try:
        Drawable.register(bad)
    except TypeError as e:
        print(type(e).__name__, e)


class Sketch(Drawable):
    def draw(self):
        return "sketch"


class Doodle:
    pass


Sketch.register(Doodle)  # a virtual subclass of Sketch is one of Drawable too
print(isinstance(Doodle(), Sketch), isinstance(Doodle(), Drawable), issubclass(Doodle, Legacy))


class SupportsClose(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, other):
        if cls is SupportsClose:
            return any("close" in klass.__dict__ for klass in other.__mro__)
        return NotImplemented


class File:
    def close(self):
        return "closed"


class Socket(File):
    pass


class Pipe:
    pass


print([issubclass(c, SupportsClose) for c in (File, Socket, Pipe)])
print(isinstance(Socket(), SupportsClose), isinstance(Pipe(), SupportsClose))
try:
    issubclass(Socket(), SupportsClose)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Drawable.register(Sketch)
    Sketch.register(Drawable)
except RuntimeError as e:
    print(type(e).__name__, e)

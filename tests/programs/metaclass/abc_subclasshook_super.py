# An ABC's __subclasshook__ that falls back on super().__subclasshook__(C):
# object's answers NotImplemented, read through a class or an instance.
from abc import ABC, abstractmethod


class Drawable(ABC):
    @abstractmethod
    def draw(self):
        ...

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Drawable and any("draw" in B.__dict__ for B in C.__mro__):
            return True
        return super().__subclasshook__(C)


class Picture:
    def draw(self):
        return "picture"


class Sprite(Drawable):
    def draw(self):
        return "sprite"


class Text:
    pass


print(isinstance(Picture(), Drawable), isinstance(3, Drawable), issubclass(Picture, Drawable))
print(issubclass(Sprite, Drawable), issubclass(Text, Drawable), isinstance(Text(), Drawable))
print(object.__subclasshook__(int), object.__subclasshook__(), Text.__subclasshook__(int))
print(Text().__subclasshook__(), Drawable.__subclasshook__(Text), Drawable.__subclasshook__(Picture))

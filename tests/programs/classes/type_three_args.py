# type(name, bases, namespace) makes a class as a class statement does.
def speak(self):
    return f"{self.name} says {self.sound}"


Animal = type("Animal", (), {"sound": "...", "speak": speak, "__init__": lambda self, name: setattr(self, "name", name)})
Dog = type("Dog", (Animal,), {"sound": "woof"})
d = Dog("Rex")
print(d.speak(), type(d).__name__, Dog.__bases__, Dog.__module__, Dog.__qualname__)
print([c.__name__ for c in Dog.__mro__], isinstance(d, Animal))
print(type(d) is Dog, type(Dog) is type, repr(Dog))

Empty = type("Empty", (), {})
print(Empty, Empty().__class__.__name__, Empty.__bases__)


class Base:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag


Tagged = type("Tagged", (Base,), {}, tag="t1")
print(Tagged.tag)

for args in [("X",), ("X", (), {}, 1), (1, (), {}), ("X", [], {}), ("X", (), []), ("X", (1,), {})]:
    try:
        type(*args)
    except TypeError as e:
        print("TypeError:", e)
print(type(1), type("s"), type(None), type(type))

# Properties with getter, setter and deleter; del on attributes.
class Temperature:
    def __init__(self):
        self._celsius = 0.0

    @property
    def celsius(self):
        """Degrees Celsius."""
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._celsius = value

    @celsius.deleter
    def celsius(self):
        print("resetting")
        self._celsius = 0.0

    @property
    def kelvin(self):
        return self._celsius + 273.15


t = Temperature()
t.celsius = 25
print(t.celsius, t.kelvin)
del t.celsius
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.kelvin = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    del t.kelvin
except AttributeError as e:
    print("AttributeError:", e)
print(Temperature.celsius.__doc__)


def get_x(self):
    return self._x


def set_x(self, v):
    self._x = v


def del_x(self):
    del self._x


class Box:
    x = property(get_x, set_x, del_x, "the x")


b = Box()
b.x = 5
print(b.x)
del b.x
try:
    b.x
except AttributeError as e:
    print("AttributeError:", e)
print(Box.x.__doc__)


class Plain:
    kind = "plain"


o = Plain()
o.a = 1
del o.a
try:
    del o.a
except AttributeError as e:
    print("AttributeError:", e)
try:
    del o.kind
except AttributeError as e:
    print("AttributeError:", e)
del Plain.kind
print(hasattr(o, "kind"))


class Logged:
    def __delattr__(self, name):
        print("deleting", name)
        object.__delattr__(self, name)


g = Logged()
g.v = 1
del g.v
print(hasattr(g, "v"))


def f():
    pass


f.note = "hi"
del f.note
print(hasattr(f, "note"))

class Typed:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError(f"{self.name[1:]} must be int, got {type(value).__name__}")
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        print("delete", self.name)

class Item:
    qty = Typed()
    price = Typed()

it = Item()
it.qty = 3
print(it.qty, it.price, type(Item.qty).__name__)
try:
    it.price = "x"
except TypeError as e:
    print(e)
del it.qty

class Plugin:
    registry = []
    def __init_subclass__(cls, /, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.key = key
        Plugin.registry.append(cls.__name__)

class A(Plugin, key="a"): pass
class B(A): pass
print(Plugin.registry, A.key, B.key)
try:
    class C(Plugin, bogus=1, key="c"): pass
except TypeError as e:
    print(e)

class Meta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print("prepare", name, kw)
        return {"injected": 1}
    def __new__(mcs, name, bases, ns, **kw):
        print("new", name, sorted(k for k in ns if not k.startswith("__")))
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
    def __call__(cls, *a, **k):
        print("call", cls.__name__, a)
        return super().__call__(*a, **k)
    def __repr__(cls):
        return f"<class {cls.__name__} via Meta>"

class Widget(metaclass=Meta, flavor="x"):
    def __init__(self, v):
        self.v = v
w = Widget(5)
print(Widget, w.v, Widget.injected, type(Widget).__name__, isinstance(Widget, Meta))

class Lazy:
    def __init__(self, f):
        self.f = f
    def __get__(self, obj, cls):
        v = self.f(obj)
        obj.__dict__[self.f.__name__] = v
        return v
class D:
    @Lazy
    def big(self):
        print("computing")
        return 42
d = D()
print(d.big, d.big)

class P:
    @property
    def x(self):
        return 1
try:
    P().x = 2
except AttributeError as e:
    print(e)
try:
    del P().x
except AttributeError as e:
    print(e)
class S:
    __slots__ = ("a", "b")
s = S()
s.a = 1
try:
    s.c = 3
except AttributeError as e:
    print(e)
try:
    print(s.b)
except AttributeError as e:
    print(e)
print(hasattr(s, "__dict__"))
class T(S):
    pass
t = T()
t.c = 5
print(t.c, t.__dict__)

# A metaclass's __new__ and __init__ see each class statement; its methods and properties belong to the classes.
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print("Meta.__new__", mcs.__name__, name, [b.__name__ for b in bases], sorted(k for k in ns if not k.startswith('__')), kw)
        cls = super().__new__(mcs, name, bases, ns)
        cls.created_by = mcs.__name__
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name, kw)
        super().__init__(name, bases, ns)

    def describe(cls):
        return f"{cls.__name__} made by {cls.created_by}"

    @property
    def upper_name(cls):
        return cls.__name__.upper()


class Base(metaclass=Meta):
    x = 1
    def hello(self):
        return "hi"


class Child(Base, flavor="mint"):
    def __init_subclass__(cls, **kw):
        pass
    y = 2

print(type(Base), type(Child), type(Meta))
print(isinstance(Base, Meta), isinstance(Child, type), issubclass(Meta, type))
print(Base.describe(), Child.describe(), Child.upper_name)
print(Child().hello(), Child.x, Child.y)
print(Base.__module__, Base.__qualname__, Base)
try:
    Base().describe()
except AttributeError as e:
    print(type(e).__name__, e)

class Other(type):
    pass

class O(metaclass=Other):
    pass

try:
    class Bad(Base, O):
        pass
except TypeError as e:
    print(type(e).__name__, e)

# A singleton through the metaclass's __call__, and __prepare__ returning a mapping that is not a dict.
class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            print("creating", cls.__name__, args, kwargs)
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, path="default.cfg"):
        self.path = path


a = Config("app.cfg")
b = Config()
print(a is b, a.path, b.path, len(Singleton._instances))


class OrderedNs:
    def __init__(self):
        self.names = []
        self.data = {}

    def __setitem__(self, key, value):
        if key in self.data and not key.startswith("__"):
            raise TypeError(f"{key!r} defined twice")
        self.names.append(key)
        self.data[key] = value

    def __getitem__(self, key):
        return self.data[key]

    def __delitem__(self, key):
        del self.data[key]


class Recorder(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print("prepare", name, kw)
        return OrderedNs()

    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, dict(ns.data))
        cls.order = [n for n in ns.names if not n.startswith("__")]
        return cls


class Form(metaclass=Recorder, strict=True):
    name = "text"
    age = "int"
    total = name + "/" + age
    try:
        missing
    except NameError:
        print("NameError in the class body")
    def validate(self):
        return len(self.order)
    del total

print(Form.order, Form().validate(), hasattr(Form, "total"))

try:
    class Twice(metaclass=Recorder):
        a = 1
        a = 2
except TypeError as e:
    print(type(e).__name__, e)


class Bad(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return 42

try:
    class X(metaclass=Bad):
        pass
except TypeError as e:
    print(type(e).__name__, e)

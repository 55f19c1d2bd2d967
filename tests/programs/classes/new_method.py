# __new__: instance creation before __init__.
class Singleton:
    _instance = None

    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            print("created")
        return cls._instance

    def __init__(self, value):
        print("init", value)
        self.value = value


a = Singleton(1)
b = Singleton(2)
print(a is b, a.value)


class Positive:
    def __new__(cls, n):
        if n <= 0:
            return None
        obj = object.__new__(cls)
        obj.n = n
        return obj

    def __init__(self, n):
        print("init runs for", n)


print(Positive(3).n)
print(Positive(-1))


class NotMine:
    def __new__(cls):
        return 42

    def __init__(self):
        print("never")


print(NotMine())


class Tagged:
    count = 0

    def __new__(cls, *args):
        Tagged.count += 1
        inst = super().__new__(cls)
        inst.tag = Tagged.count
        return inst


class Child(Tagged):
    def __init__(self, name):
        self.name = name


c = Child("x")
d = Child("y")
print(c.tag, c.name, d.tag, d.name, type(d).__name__)


class NoInit:
    pass


try:
    NoInit(1)
except TypeError as e:
    print("TypeError:", e)


class OnlyInit:
    def __init__(self):
        pass


try:
    OnlyInit(1)
except TypeError as e:
    print("TypeError:", e)

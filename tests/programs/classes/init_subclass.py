# __init_subclass__ with class keywords, and __set_name__ on descriptors.
class Plugin:
    registry = {}

    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls


class Csv(Plugin, name="csv"):
    pass


class Json(Plugin):
    pass


print(sorted(Plugin.registry))
print(Csv.plugin_name, Json.plugin_name)


class Counted:
    def __init_subclass__(cls, **kwargs):
        print("init_subclass", cls.__name__, sorted(kwargs))
        super().__init_subclass__()


class One(Counted, flavour="a", size=2):
    pass


class Two(One):
    pass


try:
    class Three(Json, colour="red"):
        pass
except TypeError as e:
    print("TypeError:", e)

try:
    class Four(colour="red"):
        pass
except TypeError as e:
    print("TypeError:", e)


class Field:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, "unset")

    def __set__(self, obj, value):
        setattr(obj, self.name, value)


class Record:
    title = Field()
    year = Field()


r = Record()
print(r.title)
r.title = "Dune"
r.year = 1965
print(r.title, r.year, sorted(vars(r)))
print(type(Record.__dict__["title"]).__name__)
print(Record.__qualname__, Record.title.name)


def outer():
    class Inner:
        class Deep:
            pass
    return Inner


print(outer().__qualname__, outer().Deep.__qualname__)

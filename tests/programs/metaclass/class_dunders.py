# Dunder methods on a metaclass serve operations on its classes: iter, len, in, [], repr, bool, reversed.
class Registry(type):
    def __iter__(cls):
        return iter(cls._items)

    def __len__(cls):
        return len(cls._items)

    def __contains__(cls, item):
        return item in cls._items

    def __getitem__(cls, key):
        return cls._items[key]

    def __repr__(cls):
        return f"<registry {cls.__name__} of {len(cls)}>"

    def __bool__(cls):
        return len(cls) > 0

    def __reversed__(cls):
        return reversed(cls._items)


class Plugins(metaclass=Registry):
    _items = ["csv", "json", "yaml"]


class Empty(metaclass=Registry):
    _items = []


print(list(Plugins), len(Plugins), "json" in Plugins, "xml" in Plugins)
print(Plugins[0], Plugins[-1], Plugins[1:])
print(repr(Plugins), str(Plugins), f"{Plugins}", [Plugins])
print(bool(Plugins), bool(Empty), "yes" if Empty else "no")
print(list(reversed(Plugins)), sorted(Plugins), max(Plugins))
for name in Plugins:
    print("-", name)
a, b, c = Plugins
print(a, b, c)
print(type(Plugins).__name__, Plugins.__class__.__name__)
try:
    len(Registry)
except TypeError as e:
    print(type(e).__name__, e)


class Plain:
    pass

for op in (lambda: len(Plain), lambda: iter(Plain), lambda: Plain[0], lambda: 1 in Plain):
    try:
        op()
    except TypeError as e:
        print(type(e).__name__, e)


class Generic:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"

print(Generic[int])

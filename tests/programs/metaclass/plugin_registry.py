# A registry metaclass: every subclass of a plugin base registers itself by name when its class statement runs.
class PluginMeta(type):
    registry = {}

    def __new__(mcs, name, bases, namespace, *, key=None, **kwargs):
        cls = super().__new__(mcs, name, bases, namespace, **kwargs)
        if bases:  # the base class itself is not a plugin
            plugin_key = key or name.lower()
            if plugin_key in mcs.registry:
                raise ValueError(f"duplicate plugin {plugin_key!r}")
            mcs.registry[plugin_key] = cls
            cls.key = plugin_key
        return cls

    def create(cls, key, *args):
        try:
            plugin = type(cls).registry[key]
        except KeyError:
            raise LookupError(f"no plugin named {key!r}; have {sorted(type(cls).registry)}") from None
        return plugin(*args)


class Loader(metaclass=PluginMeta):
    def __init__(self, path):
        self.path = path

    def load(self):
        return f"{type(self).__name__} reads {self.path}"


class CsvLoader(Loader):
    pass


class JsonLoader(Loader, key="json"):
    def load(self):
        return super().load().upper()


class ParquetLoader(Loader, key="pq"):
    pass


print(sorted(PluginMeta.registry))
print(Loader.create("json", "data.json").load())
print(Loader.create("csvloader", "a.csv").load())
print(CsvLoader.key, JsonLoader.key, ParquetLoader.key, hasattr(Loader, "key"))
print([type(c).__name__ for c in PluginMeta.registry.values()])

try:
    Loader.create("xml", "x.xml")
except LookupError as e:
    print(type(e).__name__, e)

try:
    class Duplicate(Loader, key="json"):
        pass
except ValueError as e:
    print(type(e).__name__, e)

print(len(PluginMeta.registry), isinstance(JsonLoader, PluginMeta), issubclass(PluginMeta, type))

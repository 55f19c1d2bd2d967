# A dict whose keys read and write as attributes, as configuration objects often do.
class AttrDict(dict):
    def __getattr__(self, name):
        try:
            value = self[name]
        except KeyError:
            raise AttributeError(f"no setting {name!r}") from None
        return AttrDict(value) if isinstance(value, dict) else value

    def __setattr__(self, name, value):
        self[name] = value

    def __delattr__(self, name):
        try:
            del self[name]
        except KeyError:
            raise AttributeError(name) from None


config = AttrDict(debug=False, db={"host": "localhost", "port": 5432})
config.debug = True
config.name = "app"
print(config.debug, config.name, config.db.host, config.db.port)
print(config, len(config), sorted(config.keys()))
del config.name
print("name" in config, config.get("name"))
try:
    config.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del config.missing
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(config, "debug"), getattr(config, "nothing", "default"), hasattr(config, "db"), hasattr(config, "x"))
print(dict(config) == config, type(dict(config)).__name__, type(config.copy()).__name__)

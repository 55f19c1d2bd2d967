# A property (or descriptor) that raises AttributeError hands the lookup to
# the class's __getattr__, as CPython's slot_tp_getattr_hook does.
class Config:
    def __init__(self):
        self._values = {"debug": True}

    @property
    def path(self):
        raise AttributeError("no path configured")

    @property
    def broken(self):
        raise KeyError("not an AttributeError")

    def __getattr__(self, name):
        return f"<default {name}>"


c = Config()
print(c.path, c.missing, c._values)
try:
    c.broken
except KeyError as e:
    print("KeyError passes through:", e)


class Strict:
    @property
    def value(self):
        raise AttributeError("strict has no value")


try:
    Strict().value
except AttributeError as e:
    print(e)
print(getattr(Strict(), "value", "default used"), hasattr(Strict(), "value"), hasattr(c, "path"))

# An ORM-style model: the metaclass collects Field descriptors (named by __set_name__) into _fields in definition order.
class Field:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, not {type(value).__name__}")
        obj.__dict__[self.name] = value


class ModelMeta(type):
    def __new__(mcs, name, bases, ns):
        fields = {}
        for base in bases:
            fields.update(getattr(base, "_fields", {}))
        for key, value in ns.items():
            if isinstance(value, Field):
                fields[key] = value
        cls = super().__new__(mcs, name, bases, ns)
        cls._fields = fields
        return cls

    def __repr__(cls):
        return f"<model {cls.__name__} ({', '.join(cls._fields)})>"


class Model(metaclass=ModelMeta):
    def __init__(self, **values):
        for name, value in values.items():
            if name not in self._fields:
                raise TypeError(f"{type(self).__name__} has no field {name!r}")
            setattr(self, name, value)

    def __repr__(self):
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in self._fields)
        return f"{type(self).__name__}({inner})"


class Layer(Model):
    name = Field(str, "dense")
    units = Field(int, 32)


class Conv(Layer):
    kernel = Field(int, 3)
    activation = Field(str, "relu")


print(Layer, Conv, Model)
print(Layer(units=64), Conv(name="conv1", kernel=5))
print(list(Conv._fields), Conv.kernel.name, type(Conv.units).__name__)
for bad in ({"units": "many"}, {"depth": 2}):
    try:
        Conv(**bad)
    except TypeError as e:
        print(type(e).__name__, e)

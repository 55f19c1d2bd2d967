# Classes made by calling a metaclass or type.__new__ directly, and type's own methods reached through super().
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        ns.setdefault("kind", name.lower())
        return type.__new__(mcs, name, bases, ns)

    def __repr__(cls):
        return f"<{type(cls).__name__} {cls.__name__}>"


Layer = Meta("Layer", (), {"units": 8})
Dense = Meta("Dense", (Layer,), {"kind": "fully-connected"})
Auto = type("Auto", (Dense,), {})  # type() hands over to the bases' metaclass
print(Layer, Dense, Auto, Layer.kind, Dense.kind, Auto.kind, Auto.units)
print(type(Auto).__name__, [c.__name__ for c in Auto.__mro__])

Plain = type.__new__(type, "Plain", (), {"x": 1})
print(Plain, Plain.x, type(Plain) is type)
for args in [(int, "X", (), {}), (3, "X", (), {}), (Meta, "X", ())]:
    try:
        type.__new__(*args)
    except TypeError as e:
        print(type(e).__name__, e)

print(type.__repr__(Layer), type.__call__(Dense).units, Meta.__call__(Dense).kind)


class Loud(type):
    def __repr__(cls):
        return "LOUD " + super().__repr__()

    def __call__(cls, *args):
        print("calling", super().__repr__(), args)
        return super().__call__(*args)


class Quiet(metaclass=Loud):
    def __init__(self, n=0):
        self.n = n


print(repr(Quiet), str(Quiet), Quiet(5).n)
try:
    Loud.__init__(Quiet, "x", (), {}, extra=1)
    Loud.__init__(Quiet, "x")
    print("type.__init__ accepts 1 or 3 arguments")
    Loud.__init__(Quiet, "x", ())
except TypeError as e:
    print(type(e).__name__, e)

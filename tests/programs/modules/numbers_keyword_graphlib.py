# numbers: the numeric tower accepts the built-in numbers and Fraction, and a
# program class registered or derived; keyword; graphlib's topological order.
import numbers
import keyword
from fractions import Fraction
from graphlib import TopologicalSorter, CycleError

values = [True, 3, 2.5, 1 + 2j, Fraction(1, 3), "3", None]
for abc in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    print(abc.__name__, [isinstance(v, abc) for v in values])
print(issubclass(bool, numbers.Integral), issubclass(float, numbers.Rational))


class Meters(numbers.Real):
    def __init__(self, v):
        self.v = float(v)

    def __float__(self):
        return self.v

    def __repr__(self):
        return f"Meters({self.v})"

    __trunc__ = __floor__ = __ceil__ = __round__ = lambda self, *a: int(self.v)
    __add__ = __radd__ = lambda self, o: Meters(self.v + float(o))
    __neg__ = lambda self: Meters(-self.v)
    __pos__ = lambda self: self
    __mul__ = __rmul__ = __truediv__ = __rtruediv__ = __pow__ = __rpow__ = lambda self, o: NotImplemented
    __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = lambda self, o: NotImplemented
    __abs__ = lambda self: Meters(abs(self.v))
    __eq__ = lambda self, o: self.v == float(o)
    __lt__ = lambda self, o: self.v < float(o)
    __le__ = lambda self, o: self.v <= float(o)
    __hash__ = lambda self: hash(self.v)


m = Meters(2)
print(isinstance(m, numbers.Complex), m.real, m.imag, m.conjugate(), complex(m), m - 0.5, 10 - m)
try:
    numbers.Integral()
except TypeError as error:
    print(type(error).__name__)

print(keyword.iskeyword("lambda"), keyword.iskeyword("match"), keyword.issoftkeyword("match"))
print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)

deps = {"deploy": {"test", "build"}, "test": {"build"}, "build": {"fetch"}, "docs": set()}
print(list(TopologicalSorter({"b": ["a"], "c": ["a", "b"], "d": ["c"]}).static_order()))
ts = TopologicalSorter()
ts.add("app", "lib", "config")
ts.add("lib", "core")
ts.add("tests", "app")
ts.prepare()
batches = []
while ts.is_active():
    ready = ts.get_ready()
    batches.append(sorted(ready))
    ts.done(*ready)
print(batches, sorted(TopologicalSorter(deps).static_order()) == sorted(["deploy", "test", "build", "fetch", "docs"]))
try:
    list(TopologicalSorter({"a": ["b"], "b": ["c"], "c": ["a"]}).static_order())
except CycleError as error:
    print(type(error).__mro__[1].__name__, error.args)
sorter = TopologicalSorter({"x": ["y"]})
for step in (lambda: sorter.get_ready(), sorter.prepare, lambda: sorter.done("x"), lambda: sorter.add("z")):
    try:
        print(step())
    except ValueError as error:
        print(error)

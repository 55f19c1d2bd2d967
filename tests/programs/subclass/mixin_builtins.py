# Mixins in front of a built-in base: their methods come first in the MRO,
# and super() inside them reaches the built-in type.
class ReprMixin:
    def __repr__(self):
        return f"{type(self).__name__}({super().__repr__()})"


class ReadOnlyMixin:
    def __setitem__(self, key, value):
        raise TypeError(f"{type(self).__name__} does not support item assignment")


class Record(ReprMixin, ReadOnlyMixin, dict):
    pass


class Names(ReprMixin, list):
    pass


r = Record(id=7, name="x")
print(r, [r], Record.__mro__)
try:
    r["id"] = 8
except TypeError as e:
    print(type(e).__name__, e)
n = Names(["a", "b"])
n.append("c")
print(n, str(n), len(n), isinstance(n, list), isinstance(n, ReprMixin))

# Special methods defined as staticmethods or classmethods, and big __hash__ results.
class Registry:
    items = {}

    @staticmethod
    def __getitem__(key):
        return f"static get {key}"

    @classmethod
    def __setitem__(cls, key, value):
        cls.items[key] = value

    @staticmethod
    def __delitem__(key):
        print("static del", key)

    @classmethod
    def __add__(cls, other):
        return f"{cls.__name__} + {other}"

    @staticmethod
    def __sub__(other):
        return f"minus {other}"


r = Registry()
print(r[1], r + 2, r - 3)
r["a"] = 10
print(Registry.items)
del r["b"]


class BigHash:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        return isinstance(other, BigHash) and self.h == other.h


for h in [2**64, -2**70, 2**61 - 1, 2**61, 10**30]:
    print(h, hash(BigHash(h)) == hash(h), hash(BigHash(h)))
print(len({BigHash(2**64), BigHash(2**64)}))

# A read-only, hashable dict: changes raise, hash is of its items.
class FrozenDict(dict):
    def _readonly(self, *args, **kwargs):
        raise TypeError(f"{type(self).__name__} is read-only")

    __setitem__ = __delitem__ = _readonly
    update = setdefault = pop = popitem = clear = _readonly

    def __hash__(self):
        return hash(frozenset(self.items()))


point = FrozenDict(x=1, y=2)
print(point, point["x"], len(point), hash(point) == hash(FrozenDict(y=2, x=1)))
for action in [lambda: point.__setitem__("z", 3), lambda: point.update(z=3), lambda: point.pop("x"), lambda: point.clear()]:
    try:
        action()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    point["z"] = 3
except TypeError as e:
    print(type(e).__name__, e)
try:
    del point["x"]
except TypeError as e:
    print(type(e).__name__, e)
seen = {point: "origin-ish"}
print(seen[FrozenDict(x=1, y=2)], point == {"x": 1, "y": 2}, point)

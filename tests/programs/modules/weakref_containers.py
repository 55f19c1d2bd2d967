# WeakValueDictionary, WeakKeyDictionary, WeakSet and finalize: entries leave when their objects die.
import weakref


class Image:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Image({self.name!r})"


cache = weakref.WeakValueDictionary()
logo, icon = Image("logo"), Image("icon")
cache["logo"] = logo
cache["icon"] = icon
print(len(cache), sorted(cache), cache["logo"], "icon" in cache, cache.get("missing", "default"))
del logo
print(len(cache), list(cache.keys()), "logo" in cache, cache.get("logo"))
try:
    cache["logo"]
except KeyError as exc:
    print("KeyError", exc)
print(list(cache.items()), list(cache.values()), len(cache.valuerefs()))
banner = Image("banner")
print(cache.setdefault("banner", banner) is banner, cache.pop("banner"), cache.pop("banner", "gone"))
cache.update({"a": icon}, b=icon)
print(sorted(cache.keys()), dict(sorted(cache.copy().items())))
icon = None
print(len(cache), dict(cache))
print(isinstance(cache, weakref.WeakValueDictionary), type(cache.keys()).__name__)

meta = weakref.WeakKeyDictionary()
k1, k2 = Image("k1"), Image("k2")
meta[k1] = "first"
meta[k2] = "second"
meta[k1] = "first again"
print(len(meta), meta[k1], k2 in meta, 5 in meta, meta.get(Image("other"), "none"))
print(sorted(v for v in meta.values()), sorted(k.name for k in meta.keys()))
del k1
print(len(meta), [(k.name, v) for k, v in meta.items()], len(meta.keyrefs()))
print(meta.setdefault(k2, "x"), meta.pop(k2), len(meta), meta.pop(k2, "absent"))
try:
    meta[Image("temp")]
except KeyError as exc:
    print("KeyError", type(exc.args[0]).__name__)

seen = weakref.WeakSet()
p, q = Image("p"), Image("q")
seen.add(p)
seen.add(q)
seen.add(p)
print(len(seen), p in seen, "p" in seen, sorted(i.name for i in seen))
del q
print(len(seen), [i.name for i in seen])
seen.discard(p)
print(len(seen), p in seen)
try:
    seen.remove(p)
except KeyError as exc:
    print("KeyError", exc.args[0] is not None)
s1 = weakref.WeakSet([p])
print(len(s1 | weakref.WeakSet()), s1.pop() is p, len(s1))
try:
    s1.pop()
except KeyError as exc:
    print("KeyError", exc)


def closed(name, mode="r"):
    print("closing", name, mode)
    return name.upper()


res = Image("file")
fin = weakref.finalize(res, closed, "data.csv", mode="w")
print(fin.alive, fin.atexit, fin.peek()[1] is closed, fin.peek()[2:])
del res
print(fin.alive, fin.peek(), fin())

other = Image("other")
fin2 = weakref.finalize(other, closed, "log.txt")
print(fin2(), fin2.alive, fin2())
del other

third = Image("third")
fin3 = weakref.finalize(third, closed, "never")
obj, func, args, kwargs = fin3.detach()
print(obj is third, func is closed, args, kwargs, fin3.alive, fin3.detach())
del obj, third
print("done")

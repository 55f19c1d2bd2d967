# object() has no __dict__; print's sep and end must be str or None.
o = object()
for attempt in [lambda: setattr(o, "x", 1), lambda: o.__setattr__("y", 2)]:
    try:
        attempt()
    except AttributeError as e:
        print("AttributeError:", e)
class Plain:
    pass
p = Plain(); p.x = 1; print(vars(p))
for kw in [dict(sep=3), dict(end=b"x"), dict(sep=None, end=None)]:
    try:
        print("a", "b", **kw)
    except TypeError as e:
        print("TypeError:", e)
print("a", "b", sep="-", end="!\n")

class Plain:
    pass
p = Plain()
print(type(p), Plain, type(Plain))
print(repr(p)[:24])
class WithStr:
    def __str__(self):
        return "custom str"
w = WithStr()
print(w, str(w), f"{w}", "%s" % w)
print(Plain.__name__, Plain.__qualname__)
class Outer:
    class Inner:
        pass
print(Outer.Inner, Outer.Inner.__qualname__)

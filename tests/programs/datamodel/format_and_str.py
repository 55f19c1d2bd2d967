# __format__, __str__ and __repr__ each used where CPython uses them.
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        if spec == "":
            return str(self)
        if spec == "c":
            return f"{self.cents}c"
        return format(self.cents / 100, spec)

    def __str__(self):
        return f"${self.cents / 100:.2f}"

    def __repr__(self):
        return f"Money({self.cents})"


m = Money(1234)
print(m, repr(m), str(m), [m], (m,), {"m": m})
print(f"{m}", f"{m!r}", f"{m!s}", f"{m:c}", f"{m:>10.1f}", f"{m=}")
print("{} {:c} {!r}".format(m, m, m), format(m), format(m, ".3f"))
print("%s and %r" % (m, m))


class OnlyRepr:
    def __repr__(self):
        return "<only repr>"


o = OnlyRepr()
print(o, str(o), f"{o}", format(o, ""))
try:
    format(o, "x")
except TypeError as e:
    print("TypeError:", e)
try:
    f"{object():>5}"
except TypeError as e:
    print("TypeError:", e)


class BadStr:
    def __str__(self):
        return 42


try:
    str(BadStr())
except TypeError as e:
    print("TypeError:", e)

# __call__, __getattr__ (only for missing names) and __getattribute__ (for all).
class Polynomial:
    def __init__(self, *coefficients):
        self.coefficients = coefficients

    def __call__(self, x):
        result = 0
        for c in reversed(self.coefficients):
            result = result * x + c
        return result

    def __getattr__(self, name):
        if name.startswith("c") and name[1:].isdigit():
            index = int(name[1:])
            return self.coefficients[index] if index < len(self.coefficients) else 0
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


p = Polynomial(1, 2, 3)
print(p(0), p(1), p(2), [p(x) for x in range(4)])
print(p.c0, p.c2, p.c7, callable(p), callable(Polynomial))
try:
    p.degree
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(p, "degree", "no degree"), hasattr(p, "c1"), hasattr(p, "x"))


class Logged:
    def __init__(self):
        self.value = 1

    def __getattribute__(self, name):
        if not name.startswith("__"):
            print("get", name)
        return object.__getattribute__(self, name)

    def double(self):
        return self.value * 2


obj = Logged()
print(obj.double())
print(obj.value)
try:
    obj.missing
except AttributeError as e:
    print("AttributeError:", e)


class Fallback(Logged):
    def __getattr__(self, name):
        return f"<{name}>"


f = Fallback()
print(f.missing, f.value)
print(list(map(Polynomial(0, 1), [1, 2, 3])))

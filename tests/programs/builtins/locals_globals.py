# vars() / locals() / globals() as namespaces
top = 1
print("top" in globals(), "top" in vars(), "top" in locals())
print(globals()["top"], vars() is globals())
globals()["made"] = 42
print(made)
def f(a, b=2):
    c = a + b
    return sorted(locals().items())
print(f(1))
def g():
    x = 1
    snap = vars()
    x = 2
    return snap["x"], "snap" in snap
print(g())
def outer():
    y = 5
    def inner():
        return y
    return sorted(locals()), inner()
print(outer())
class K:
    a = 1
    has_a = "a" in locals()
print(K.has_a)
try:
    locals(1)
except TypeError as e:
    print(type(e).__name__, e)

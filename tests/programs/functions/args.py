def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
print(f(1, c=3))
print(f(1, 5, 6, 7, c=8, e=9))
print(f(*[1, 2, 3], **{"c": 0, "z": 1}))
def g(x, y):
    return x - y
print(g(y=1, x=10), g(*(5, 3)), g(**{"x": 1, "y": 2}))
def kwonly(*, key="default"):
    return key
print(kwonly(), kwonly(key="given"))
def star(*args):
    return len(args), args
print(star(), star(1, "a"))
def defaults(x=[]):
    x.append(1)
    return x
print(defaults(), defaults(), defaults([0]))
def nothing():
    return
print(nothing(), (lambda: None)())
def multi():
    return 1, 2
a, b = multi()
print(a, b, multi())

# Every parameter form: positional-only, defaults, *args, keyword-only, **kwargs.
def f(a, b=2, /, c=3, *args, d, e=5, **kwargs):
    return a, b, c, args, d, e, kwargs


print(f(1, d=4))
print(f(1, 20, 30, 40, 50, d=4, z=9))
print(f(1, c=7, d=4, b=8))
for bad in (lambda: f(d=4), lambda: f(1, 2), lambda: f(a=1, d=4), lambda: f(1, d=4, c=1, **{"c": 2})):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


def kwonly(*, x, y=0):
    return x + y


print(kwonly(x=1), kwonly(y=2, x=3))
try:
    kwonly(1)
except TypeError as e:
    print("TypeError:", e)
try:
    kwonly()
except TypeError as e:
    print("TypeError:", e)


def pos_only(x, y, /):
    return x - y


print(pos_only(5, 3))
try:
    pos_only(x=5, y=3)
except TypeError as e:
    print("TypeError:", e)
lam = lambda a, /, b=1, *c, d=2, **e: (a, b, c, d, e)
print(lam(0), lam(0, 1, 2, 3, d=4, f=5))
print(f.__defaults__, f.__kwdefaults__, lam.__defaults__)


def mutable_default(item, bucket=[]):
    bucket.append(item)
    return bucket


print(mutable_default(1), mutable_default(2), mutable_default(3, []))


def safe_default(item, bucket=None):
    bucket = [] if bucket is None else bucket
    bucket.append(item)
    return bucket


print(safe_default(1), safe_default(2))


def named(a, **kwargs):
    return a, kwargs


print(named(1, a_=2), named(**{"a": 1, "b": 2}))
try:
    named(1, a=2)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, 3, 4, 5)
except TypeError as e:
    print("TypeError:", e)

import functools
from functools import cache, lru_cache, partial, reduce, singledispatch, total_ordering, wraps, cached_property

@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
@lru_cache(maxsize=2)
def sq(x):
    return x * x
for v in [1, 2, 1, 3, 2]:
    sq(v)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info())
p = partial(int, base=2)
print(p("101"), p.func, p.args, p.keywords, repr(partial(max, 1, key=abs)))
print(partial(partial(pow, 2), 10)())
print(reduce(lambda a, b: a * b, range(1, 6)), reduce(lambda a, b: a + b, [], 0))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print(e)

@singledispatch
def show(x):
    return f"object {x!r}"
@show.register
def _(x: int):
    return f"int {x}"
@show.register(list)
def _(x):
    return f"list of {len(x)}"
print(show(1), show([1, 2]), show("s"), show(True), show.dispatch(bool).__name__)

@total_ordering
class Money:
    def __init__(self, c):
        self.c = c
    def __eq__(self, o):
        return self.c == o.c
    def __lt__(self, o):
        return self.c < o.c
print(Money(1) <= Money(2), Money(3) >= Money(2), Money(1) > Money(1))

def deco(f):
    @wraps(f)
    def inner(*a, **k):
        """inner doc"""
        return f(*a, **k)
    return inner
@deco
def documented(a, b=1):
    """Adds."""
    return a + b
print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__, documented(1))

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("computing area")
        return 3 * self.r ** 2
c = Circle(2)
print(c.area, c.area)
print(functools.cmp_to_key(lambda a, b: b - a)(1) < functools.cmp_to_key(lambda a, b: b - a)(2))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))

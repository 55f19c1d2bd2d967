from functools import reduce, partial, lru_cache, cache, wraps, total_ordering, cached_property
import operator

print(reduce(lambda a, b: a * b, [1, 2, 3, 4]), reduce(operator.add, [], 10), reduce(operator.add, ["a", "b"], "z"))
try:
    reduce(operator.add, [])
except TypeError as e:
    print(e)

to_int = partial(int, base=2)
print(to_int("101"), to_int("11", base=10))
print(to_int)
pow2 = partial(pow, 2)
print(pow2(10), pow2.func is pow, pow2.args, pow2.keywords)

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())

calls = []
@lru_cache(maxsize=2)
def square(x):
    calls.append(x)
    return x * x
for v in [1, 2, 1, 3, 1, 2]:
    square(v)
print(calls, square.cache_info())

@cache
def slow(a, b=1):
    return a + b
print(slow(1), slow(1), slow(1, b=2), slow.cache_info().hits)

def logged(f):
    @wraps(f)
    def inner(*args, **kwargs):
        return f(*args, **kwargs)
    return inner

@logged
def greet(name):
    "Says hello."
    return "hello " + name
print(greet("ada"), greet.__name__, greet.__doc__, greet.__wrapped__.__name__)

@total_ordering
class Version:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __lt__(self, other):
        return self.n < other.n
print(Version(1) <= Version(2), Version(3) >= Version(2), Version(1) > Version(2), Version(2) <= Version(2))
print(sorted([Version(3), Version(1)])[0].n)

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("computing")
        return 3 * self.r * self.r
c = Circle(2)
print(c.area, c.area)

def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"

print(list(count(3)))
g = count(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value, e.args)
print(next(g, "default"))
print(type(g).__name__, g is iter(g))
print(repr(count(1)).startswith("<generator object count at 0x"))

def early():
    for i in range(10):
        if i == 3:
            return i * 100
        yield i
print(list(early()))

def loop_else():
    for i in range(2):
        yield i
    else:
        yield "for-else"
    n = 0
    while n < 2:
        yield "w%d" % n
        n += 1
    else:
        yield "while-else"
print(list(loop_else()))

def lazy_side_effects():
    print("started")
    yield 1
    print("resumed")
    yield 2
    print("finishing")
lg = lazy_side_effects()
print("created")
for v in lg:
    print("got", v)

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(10)])
lam = lambda: (yield 5)
print(list(lam()))

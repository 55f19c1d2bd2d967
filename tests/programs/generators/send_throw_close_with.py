def averager():
    total, n, avg = 0, 0, None
    while True:
        try:
            x = yield avg
        except ValueError as e:
            print("caught", e)
            continue
        if x is None:
            return avg
        total += x
        n += 1
        avg = total / n

g = averager()
print(next(g), g.send(10), g.send(20))
print(g.throw(ValueError("bad")))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

def outer():
    r = yield from averager_wrapper()
    print("inner returned", r)
    yield "done"
def averager_wrapper():
    a = averager()
    result = yield from a
    return result * 2
o = outer()
next(o); o.send(4); o.send(6)
print(o.send(None))

def closing():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
c = closing()
print(next(c))
c.close()
print(c.close())
def ignore_exit():
    try:
        yield 1
    except GeneratorExit:
        yield 2
g = ignore_exit()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(e)
g = (i for i in range(3))
print(list(g), list(g))
def gen():
    yield 1
gi = gen()
print(next(gi), next(gi, "default"))
try:
    next(gi)
except StopIteration as e:
    print("StopIteration", repr(e.value))
def bad():
    raise StopIteration
    yield
try:
    next(bad())
except RuntimeError as e:
    print(e, type(e.__cause__).__name__)
print(gen().__name__, type(gen()).__name__)
g = gen()
print(g.gi_running)
try:
    g.throw(KeyError, "k")
except KeyError as e:
    print("KeyError", e)

from contextlib import contextmanager, ExitStack, suppress, nullcontext, closing as cl

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError:
        print("handled")
    finally:
        print(f"</{name}>")

with tag("a") as t, tag("b"):
    print("body", t)
with tag("z"):
    1 / 0
with suppress(KeyError):
    {}["x"]
print("after suppress")
with ExitStack() as stack:
    for n in "xyz":
        stack.enter_context(tag(n))
    stack.callback(print, "callback")
    print("inside stack")
class CM:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None, ev)
        return True
with CM():
    raise ValueError("swallowed")
with nullcontext(5) as v:
    print(v)
try:
    with 5:
        pass
except TypeError as e:
    print(e)
class NoExit:
    def __enter__(self): pass
try:
    with NoExit():
        pass
except TypeError as e:
    print(e)

# throw() into a generator delegating to an iterator without throw(): raised at the yield from.
def delegating():
    try:
        yield from range(3)
    except ValueError as e:
        print("caught at yield from:", e)
        yield "recovered"
    print("should not get here")


g = delegating()
print(next(g), g.throw(ValueError("bad")))
g = delegating()
next(g)
try:
    g.throw(StopIteration)
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)


def plain():
    yield 1


p = plain()
next(p)
try:
    p.throw(StopIteration("stop"))
except RuntimeError as e:
    print("RuntimeError:", e)


def outer():
    result = yield from inner()
    print("inner returned", result)


def inner():
    try:
        yield 1
    except KeyError:
        return "handled"


o = outer()
next(o)
try:
    o.throw(KeyError)
except StopIteration:
    print("outer finished")

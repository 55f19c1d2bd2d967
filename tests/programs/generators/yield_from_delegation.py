# yield from hands close(), throw() and send() to the iterator it delegates to.
def leaf():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("leaf closing")
        raise
    finally:
        print("leaf finally")


def middle():
    try:
        result = yield from leaf()
        print("leaf returned", result)
    except GeneratorExit:
        print("middle sees GeneratorExit")
        raise


g = middle()
print(next(g))
g.close()
print(list(g))


def swallowing_leaf():
    try:
        yield "a"
    except GeneratorExit:
        print("leaf swallows GeneratorExit")
        return "ignored"


def outer():
    try:
        yield from swallowing_leaf()
    except GeneratorExit:
        print("outer still gets GeneratorExit")
        raise
    yield "never"


g = outer()
next(g)
g.close()


class Echo:
    def __init__(self):
        self.last = None

    def __iter__(self):
        return self

    def __next__(self):
        return "next"

    def send(self, value):
        return f"sent {value}"

    def throw(self, exc):
        print("Echo.throw got", exc if not isinstance(exc, type) else exc.__name__)
        return "recovered"

    def close(self):
        print("Echo.close")


def relay():
    yield from Echo()


g = relay()
print(next(g), g.send(5), g.send(None))
print(g.throw(ValueError("bad")))
print(g.throw(KeyError))
print(g.throw(42))
g.close()


class Plain:
    def __iter__(self):
        return self

    def __next__(self):
        return 0


def relay_plain():
    yield from Plain()


g = relay_plain()
next(g)
try:
    g.send(1)
except AttributeError as e:
    print("AttributeError:", e)
g = relay_plain()
next(g)
try:
    g.throw(ValueError("into plain"))
except ValueError as e:
    print("ValueError:", e)

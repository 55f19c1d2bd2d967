def gen_try():
    try:
        yield 1
        raise KeyError("k")
    except KeyError as e:
        yield f"handled {e}"
        yield "still in handler"
    else:
        yield "else"
    finally:
        yield "finally"
    yield "after"
print(list(gen_try()))

def no_error():
    try:
        yield "body"
    except Exception:
        yield "never"
    else:
        yield "else runs"
    finally:
        print("finally runs")
print(list(no_error()))

def return_through_finally():
    try:
        yield 1
        return "ret"
    finally:
        print("finally before return")
g = return_through_finally()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("returned", e.value)

class Ctx:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name
    def __exit__(self, kind, value, tb):
        print("exit", self.name, kind.__name__ if kind else None)
        return kind is KeyError

def with_gen():
    with Ctx("a") as a, Ctx("b") as b:
        yield a + b
        yield "still"
    with Ctx("c"):
        yield "c body"
        raise KeyError("suppressed")
    yield "after suppressed"
print(list(with_gen()))

def reraise_in_handler():
    try:
        yield 1
        1 / 0
    except ZeroDivisionError:
        yield "in handler"
        raise
try:
    for v in reraise_in_handler():
        print("v", v)
except ZeroDivisionError as e:
    print("propagated", e)

def bad():
    yield 1
    raise StopIteration("oops")
try:
    list(bad())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

def me():
    yield next(running)
running = me()
try:
    next(running)
except ValueError as e:
    print(e)

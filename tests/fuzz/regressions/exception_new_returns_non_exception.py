# An exception class whose __new__ returns something else: raise and throw() check what they get.
class Replaced(Exception):
    pass


class Redirecting(Exception):
    def __new__(cls, *args):
        return Replaced(*args)


class Broken(Exception):
    def __new__(cls, *args):
        return "not an exception"


try:
    raise Redirecting("rerouted")
except Replaced as e:
    print("caught", type(e).__name__, e.args)
for thrower in ("raise instance", "raise class", "throw class", "throw class and value"):
    def gen():
        yield 1
    try:
        if thrower == "raise instance":
            raise Broken("x")
        elif thrower == "raise class":
            raise Broken
        elif thrower == "throw class":
            g = gen()
            next(g)
            g.throw(Broken)
        else:
            g = gen()
            next(g)
            g.throw(Broken, "v")
    except TypeError as e:
        print(thrower, "->", type(e).__name__ + ":", e)
try:
    raise ValueError("with an odd cause") from Broken
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__)

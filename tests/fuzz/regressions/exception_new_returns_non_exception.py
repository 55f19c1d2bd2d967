# throw() of an exception class whose __new__ returns a non-exception crashed the engine.
class Broken(Exception):
    def __new__(cls, *args):
        return 1


def gen():
    yield


g = gen()
next(g)
g.throw(Broken)

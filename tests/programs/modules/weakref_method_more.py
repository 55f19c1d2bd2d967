# weakref.WeakMethod, logging.getLevelNamesMapping and functools.get_cache_token.
import functools
import gc
import logging
import weakref


class Greeter:
    def __init__(self, name):
        self.name = name

    def hello(self):
        return "hello " + self.name


g = Greeter("ada")
dead = []
wm = weakref.WeakMethod(g.hello, lambda r: dead.append(r is wm))
print(wm()(), wm() == g.hello, wm == weakref.WeakMethod(g.hello), wm.__callback__ is not None)
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print(e)
del g
gc.collect()
print(wm(), dead)
print(logging.getLevelNamesMapping())
print(isinstance(functools.get_cache_token(), int))

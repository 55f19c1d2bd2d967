# PEP 562: a module's own __getattr__ and __dir__ (lookups, hasattr/getattr,
# from-imports, dir(), the errors they raise), on the program's module and on
# modules made with types.ModuleType and put in sys.modules.
import sys
import types

calls = []


def __getattr__(name):
    calls.append(name)
    if name.startswith("lazy_"):
        return name.upper()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return ["zeta", "alpha", "lazy_one"]


me = sys.modules[__name__]
print(me.lazy_one, getattr(me, "lazy_two"))
print(hasattr(me, "missing"), getattr(me, "missing", "default"))
print(me.calls)
print(dir(me))
from __main__ import lazy_three
print(lazy_three)
try:
    me.absent_attr
except AttributeError as e:
    print("AttributeError:", e)

# A module without __getattr__ keeps the usual error.
plain = types.ModuleType("plain")
plain.x = 1
sys.modules["plain"] = plain
try:
    plain.y
except AttributeError as e:
    print("AttributeError:", e)
print("x" in dir(plain), "y" in dir(plain))

# __getattr__ is looked up in the module's dict only and called with the name.
lazy = types.ModuleType("lazy")
loads = []


def lazy_getattr(name):
    loads.append(name)
    if name == "value":
        lazy.value = 42  # cached: later reads find it in the dict
        return lazy.value
    if name == "boom":
        raise KeyError(name)
    raise AttributeError(name)


lazy.__getattr__ = lazy_getattr
lazy.__dir__ = lambda: ("value", "b", "a")
sys.modules["lazy"] = lazy
import lazy as again
print(again.value, again.value, loads)
from lazy import value
print(value)
try:
    from lazy import nothing
except ImportError as e:
    print("ImportError:", e, e.__context__, e.__cause__)
try:
    again.boom
except KeyError as e:
    print("KeyError:", e)
loads.clear()
print(hasattr(lazy, "nope"), loads)
try:
    lazy.nope
except AttributeError as e:
    print("AttributeError:", repr(e), e.args)
print(dir(lazy))
lazy.__dir__ = lambda: 5
try:
    dir(lazy)
except TypeError as e:
    print("TypeError:", e)
del lazy.__getattr__
try:
    del lazy.__getattr__
except AttributeError as e:
    print("AttributeError:", e)
try:
    lazy.gone
except AttributeError as e:
    print("AttributeError:", e)

# weakref.ref: calling it gives the referent until its last strong reference goes; callbacks; which objects take one.
import gc
import weakref


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Node({self.name!r})"


a = Node("a")
r = weakref.ref(a)
print(r(), r() is a, weakref.getweakrefcount(a), weakref.ref(a) is r, type(r).__name__, type(r).__module__)
print(isinstance(r, weakref.ref), weakref.ref is weakref.ReferenceType, r.__callback__)
del a
print(r(), r() is None)


def gone(ref):
    print("callback got", type(ref).__name__, "dead:", ref() is None)


b = Node("b")
rb = weakref.ref(b, gone)
print(rb.__callback__ is gone, weakref.ref(b, gone) is rb, weakref.getweakrefcount(b))
b = None
print("after rebinding b")

c = Node("c")
holder = [c]
rc = weakref.ref(c, lambda ref: print("c went"))
del c
print("still held:", rc())
holder.clear()
print("cleared:", rc())

d = Node("d")
order = [weakref.ref(d, lambda ref, i=i: print("callback", i)) for i in range(3)]
del d
print(len(order), [ref() for ref in order])

# Equality and hashing follow the referent while it lives.
e1, e2 = Node("e"), Node("e")
re1, re1b, re2 = weakref.ref(e1), weakref.ref(e1, gone), weakref.ref(e2)
print(re1 == re1b, re1 == re2, hash(re1) == hash(e1), {re1: 1}[re1b])
kept_hash = hash(re2)
del e2
print(re2() is None, hash(re2) == kept_hash, re2 == re2, re2 != re1)

# Cycles die in a collection.
x, y = Node("x"), Node("y")
x.other, y.other = y, x
rx = weakref.ref(x, lambda ref: print("cycle collected"))
del x, y
print("before collect:", rx() is not None)
gc.collect()
print("after collect:", rx())

# Functions, methods, classes, sets and modules take weak references too.
def f():
    return 42


class Thing:
    def method(self):
        return "m"


print(weakref.ref(f)()(), weakref.ref(Thing)().__name__, weakref.ref(Thing().method)() is None)
print(len(weakref.ref({1, 2})() or ()), weakref.ref(frozenset([3]))(), weakref.ref(gc)() is gc)
print(weakref.getweakrefs(f) == [weakref.ref(f)], weakref.getweakrefcount(7))

for value in (7, "text", (1, 2), [1], {"k": 1}, None, 3.5, b"x", True, range(3)):
    try:
        weakref.ref(value)
    except TypeError as exc:
        print(type(exc).__name__, exc)


class Slotted:
    __slots__ = ("x",)


class SlottedWeak:
    __slots__ = ("x", "__weakref__")


for cls in (Slotted, SlottedWeak):
    try:
        print(cls.__name__, weakref.ref(cls())() is None)
    except TypeError as exc:
        print(type(exc).__name__, exc)
try:
    weakref.ref(Node("z"))(1)
except TypeError as exc:
    print(type(exc).__name__, exc)
try:
    weakref.ref()
except TypeError as exc:
    print(type(exc).__name__, exc)
dead = weakref.ref(Node("w"))
try:
    hash(dead)
except TypeError as exc:
    print(type(exc).__name__, exc)

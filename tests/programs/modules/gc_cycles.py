# Reference cycles are found and freed by gc.collect(), which returns how many
# objects it found unreachable (CPython 3.11 counts an instance and its
# attributes as one object, a closure's cells as a tuple beside them).
import gc

gc.collect()
print("nothing to free:", gc.collect())

items = []
items.append(items)
del items
print("a list that holds itself:", gc.collect())

table = {}
table["me"] = table
del table
print("a dict that holds itself:", gc.collect())

pair = ([], [])
pair[0].append(pair[1])
pair[1].append(pair)
del pair
print("a tuple and two lists:", gc.collect())


class Node:
    def __init__(self, parent):
        self.parent = parent
        self.children = []


root = Node(None)
for _ in range(10):
    root.children.append(Node(root))
del root
print("a tree with parent links (11 nodes, 11 lists):", gc.collect())


def make_countdown():
    def countdown(n):
        return countdown(n - 1) if n else "liftoff"
    return countdown


countdown = make_countdown()
print(countdown(3))
del countdown
print("a closure that calls itself:", gc.collect())


class Account:
    def __init__(self):
        self.notify = self.report  # a bound method back to its own instance

    def report(self):
        return "ok"


account = Account()
del account
print("an instance holding its bound method:", gc.collect())

# What is still reachable is left alone.
keep = []
keep.append(keep)
alive = Node(None)
alive.children.append(Node(alive))
print("reachable cycles:", gc.collect(), len(keep[0][0]), alive.children[0].parent is alive)


def echo():
    received = yield "ready"
    yield received


gen = echo()
next(gen)
gen.send(gen)  # the generator's own frame now holds the generator
del gen
print("a generator that holds itself:", gc.collect())

# Many cycles made in a loop are freed as the program runs, not only at the end.
for round in range(3):
    for _ in range(20000):
        ring = [None]
        ring[0] = ring
print("loop done")
gc.collect()

print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled())
print(gc.get_threshold())
gc.set_threshold(500, 5)
print(gc.get_threshold())
gc.set_threshold(700, 10, 10)
print(gc.garbage, gc.get_debug(), gc.is_finalized([]))

print([gc.is_tracked(x) for x in (1, 2.5, "text", None, True, b"bytes", (1, 2), ([],), [], {}, {"a": 1}, {"a": []}, set(), Node(None), len, print)])
print(gc.collect(0), gc.collect(1), gc.collect(generation=2))
for bad in (3, -1, "2", 1.5):
    try:
        gc.collect(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for call in (lambda: gc.enable(1), lambda: gc.is_tracked(), lambda: gc.is_tracked(obj=[]), lambda: gc.is_tracked(1, 2), lambda: gc.is_finalized(x=1), lambda: gc.set_threshold(), lambda: gc.set_threshold(1, 2, 3, 4)):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)

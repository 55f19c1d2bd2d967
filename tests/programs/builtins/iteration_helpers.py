# iter(callable, sentinel), next with a default, enumerate/zip/reversed details.
import random

chunks = iter(["a", "b", "", "c"])
print(list(iter(lambda: next(chunks), "")))
counter = iter(range(3))
print(next(counter), next(counter), next(counter), next(counter, "done"), next(counter, None))
try:
    next(counter)
except StopIteration as e:
    print("StopIteration", e.args)
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
print(list(enumerate("abc", 10)), list(enumerate([], 5)), list(zip()), list(zip("ab", range(5), [True] * 9)))
try:
    list(zip("ab", "abc", strict=True))
except ValueError as e:
    print("ValueError:", e)
print(list(zip("ab", "xy", strict=True)), list(reversed(range(5))), list(reversed("abc")), list(reversed({1: 2, 3: 4})))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])), list(map(lambda *a: sum(a), [1, 2], [10, 20], [100])))
print(all([]), any([]), all(x > 0 for x in [1, 2]), any(x > 5 for x in [1, 2]))
it = iter([1, 2, 3, 4])
print(list(zip(it, it)))
r = range(10, 0, -3)
print(list(r), r[1], r[-1], len(r), 4 in r, r.index(4), r.count(7), r[::2], range(5)[1:3])
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
try:
    iter(lambda: 1, 1, 2)
except TypeError as e:
    print("TypeError:", e)
e = enumerate(["x", "y"])
print(next(e), type(e).__name__, list(e))
print(sorted(range(5), key=lambda i: -i), [i for i, _ in sorted(enumerate("cab"), key=lambda p: p[1])])

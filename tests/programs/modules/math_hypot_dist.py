# math.hypot with any number of coordinates and math.dist, as accurate as CPython's
import math
print(math.hypot(), math.hypot(3), math.hypot(-2.5), math.hypot(3, 4), math.hypot(-3, 4), math.hypot(1, 2, 3))
print(math.hypot(1, 1), math.hypot(1, 1, 1, 1), math.hypot(0.1, 0.2, 0.3), math.hypot(1e200, 1e200), math.hypot(1e-320, 1e-320))
print(math.hypot(math.inf, math.nan), math.hypot(math.nan, 1), math.hypot(0, 0, 0), math.hypot(5, 12), math.hypot(True, 1))
vals = [0.7, 1.3, 2.9, 0.01, 11.5]
print(math.hypot(*vals), math.hypot(*[v * 1e-150 for v in vals]))
print([math.hypot(i, i + 1, i + 2) for i in range(6)])
print(math.dist([0, 0], [3, 4]), math.dist((1, 2, 3), (4, 6, 3)), math.dist([1, 2], (4, 6)), math.dist([], []))
print(math.dist([1e308, 0], [-1e308, 0]), math.dist([0.1, 0.2], [0.3, 0.4]), math.dist(range(3), [3, 2, 1]))
for args in [([0], [3, 4]), (1, 2), ([1, "a"], [2, 3])]:
    try:
        math.dist(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    math.dist([1], [2], [3])
except TypeError as e:
    print(type(e).__name__, e)

# random.choices and the distributions built on random(): seeded, the same
# draws as CPython's Random.
import random
random.seed(2024)
print(random.choices("abc", k=5))
print(random.choices(range(10), k=3), random.choices(["x"]))
print(random.choices(["red", "green", "blue"], weights=[10, 1, 1], k=8))
print(random.choices("ab", cum_weights=[0.5, 1.0], k=4))
print(random.choices([1, 2, 3], [0, 0, 5], k=3))
print(random.expovariate(2.0), random.triangular(), random.triangular(1, 3, 2))
print(random.normalvariate(10, 2), random.normalvariate())
for bad in [dict(weights=[1]), dict(weights=[1, 1], cum_weights=[1, 2]), dict(weights=[0, 0])]:
    try:
        random.choices("ab", **bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    random.choices([], k=1)
except IndexError as e:
    print("IndexError", e)
print(random.choices([], k=0))

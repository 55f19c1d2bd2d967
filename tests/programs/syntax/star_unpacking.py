# Star-unpacking in assignments, calls, displays and for-targets.
first, *middle, last = range(6)
print(first, middle, last)
*init, tail = "abc"
print(init, tail)
head, *_ = [1]
print(head, _)
(a, b), *c = (1, 2), 3, 4
print(a, b, c)
for x, *ys in [(1, 2, 3), (4,), (5, 6)]:
    print(x, ys)
print([*range(3), *"ab", *{"k": 1}])
print((*[1, 2],), {*[1, 2], *(2, 3)}, {**{"a": 1}, "b": 2, **dict(a=3)})


def f(*args, **kwargs):
    return args, kwargs


print(f(*[1, 2], 3, *(4,), x=1, **{"y": 2}, z=3))
print(f(*range(2), **{}))
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)))
print(max(*[3, 9, 2]), print(*[1, 2], sep="-"))
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    f(**{"x": 1}, x=2)
except TypeError as e:
    print("TypeError:", e)
try:
    f(*5)
except TypeError as e:
    print("TypeError:", e)
[p, *q] = {1: "a", 2: "b"}
print(p, q)

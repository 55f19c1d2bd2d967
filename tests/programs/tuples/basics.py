t = (1, 2, 3)
print(t, t[0], t[-1], t[1:], len(t), t + (4,), t * 2, (1,), (), tuple("ab"), tuple([1]))
a, b, c = t
print(a + b + c)
print(t.count(2), t.index(3), 2 in t)
nested = ((1, 2), (3, 4))
for x, y in nested:
    print(x * y)
print((1, 2) == (1, 2), (1, 2) < (1, 3), max((1, 9), (2, 0)))
single = 5,
print(single, type(single))
print(tuple(), (1, "a", None, 2.5, [1]))

print({5, 3, 1, 4, 2}, {10, 20, 30, 40, 50, 60}, {-5, 5, 0}, {1000, 1, 64, 8})
s = set()
for v in [17, 3, 33, 1, 49, 8]:
    s.add(v)
print(s)
s.discard(33)
s.add(65)
print(s)
print(set(range(20, 0, -3)), {(1, 2), (0, 0)} == {(0, 0), (1, 2)})
a = {1, 2, 3, 9, 17}
b = {3, 17, 25}
print(a | b, a & b, a - b, b - a, a ^ b)
print({x * x for x in range(-3, 4)}, {0.5, 1.5, 2.0, 1})

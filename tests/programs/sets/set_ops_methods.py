a = set(range(0, 10, 2))
b = set(range(0, 10, 3))
print(a, b, a & b, a | b, a - b, a ^ b)
print(a.isdisjoint({1}), a.issuperset({2, 4}))

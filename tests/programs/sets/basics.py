s = {3, 1, 2}
print(s, len(s), 2 in s)
s.add(10); s.add(1); print(s)
s.remove(10); s.discard(99); print(s)
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.union([7, 8]), {1, 2} <= a, {1, 9} <= a, a >= {1}, a.issubset({0, 1, 2, 3, 4}))
print(set(), set([5, 5, 6]), set(range(12)), {x * 3 for x in range(8)})
print(sorted({"b", "a"}), {0, 8, 16, 1, 9}, {100, 50, 7, 33, 64})
e = set(range(5))
e.clear()
print(e, set([-1, -2, 3]))
print({1, 2} == {2, 1}, frozen if False else "no frozenset")

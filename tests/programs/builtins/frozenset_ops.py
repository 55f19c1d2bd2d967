# set algebra between set and frozenset: the result has the left operand's type
a = frozenset([1, 2, 3])
b = {3, 4}
for label, r in [("a | b", a | b), ("b | a", b | a), ("a & b", a & b), ("b & a", b & a),
                 ("a - b", a - b), ("b - a", b - a), ("a ^ b", a ^ b), ("b ^ a", b ^ a)]:
    print(label, r, type(r).__name__)
print(a.union(b), type(a.union(b)).__name__)
print(b.union(a), type(b.union(a)).__name__)
print(a.intersection([2, 3, 9]), a.difference([1]), a.symmetric_difference([3, 5]))
print(a.union(), type(a.union()).__name__)
print(a.union([7], (8,)), type(a.union([7], (8,))).__name__)
print(a.issubset([1, 2, 3, 4]), a.issuperset([1]), a.isdisjoint([9]), a.isdisjoint(b))
print(a <= frozenset([1, 2, 3]), a < frozenset([1, 2, 3]), a >= {1}, a > {1, 2, 3})
print(set(a), type(set(a)).__name__)
c = set(a)
c.add(10)
print(c, a)
x = frozenset([1])
x |= {2}
print(x, type(x).__name__)
y = {1}
y |= frozenset([5])
print(y, type(y).__name__)
print(frozenset([1, 2]) - frozenset([1, 2]))
print(type(frozenset([1, 2]) - frozenset([1, 2])).__name__)

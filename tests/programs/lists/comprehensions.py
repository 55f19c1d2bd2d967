print([x * x for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)])
print([[i * j for j in range(3)] for i in range(3)])
print({x: x ** 2 for x in range(5)})
print({k: v for k, v in zip("abc", [1, 2, 3]) if v != 2})
print({x % 4 for x in range(10)})
print(sum(x * x for x in range(10)), list(x + 1 for x in [1, 2]), max(len(w) for w in ["a", "abc"]))
print(any(x > 3 for x in [1, 5]), all(x > 0 for x in [1, -1]))
x = "outer"
print([x for x in "ab"], x)
words = ["hello", "world"]
print([w.upper() for w in words], [c for w in words for c in w if c in "lo"])
print(tuple(i for i in range(3)), set(c for c in "aab") == {"a", "b"})

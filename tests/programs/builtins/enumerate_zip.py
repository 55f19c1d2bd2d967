for i, (a, b) in enumerate(zip("xyz", [1, 2, 3]), 1):
    print(i, a, b)
names = ["a", "b"]
ages = [1, 2, 3]
print(dict(zip(names, ages)), list(zip(*[(1, 2), (3, 4)])))
e = enumerate(["p", "q"])
print(next(e), list(e))
m = map(int, "123")
print(next(m), list(m))

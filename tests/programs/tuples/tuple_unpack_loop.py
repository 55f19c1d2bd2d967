pairs = [(1, "one"), (2, "two")]
for n, name in pairs:
    print(n, name)
d = dict(pairs)
print(d)
print(tuple(sorted((3, 1, 2))))

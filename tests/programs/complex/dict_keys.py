# 1, 1.0 and 1+0j are one dict key and one set member: the first key stays.
d = {1: "int", 1.0: "float", 1 + 0j: "complex"}
print(d, len(d))
d2 = {1 + 0j: "complex", 1: "int"}
print(d2, d2[1], d2[1.0], d2[True])
s = {1 + 0j, 1, 1.0, 2j, 2j, complex(0, 2)}
print(len(s), 1 in s, 2j in s, 0 + 2j in s)
counts = {}
for z in [1j, 1j * 1, 0 + 1j, 2, 2.0, 2 + 0j, -1j]:
    counts[z] = counts.get(z, 0) + 1
print(counts)
grid = {complex(x, y): (x, y) for x in range(2) for y in range(2)}
print(grid)
print(grid[1j], grid[1], grid.get(1 + 1j), grid.get(5j, "missing"))
del grid[0]
print(sorted(grid.values()))
print(frozenset({1j, -1j}) == frozenset({-1j, 1j}), {1j: 1} == {complex(0, 1): 1})

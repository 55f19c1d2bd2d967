d = {}
for k in [5, 3, 9, 1]:
    d[k] = k * 10
print(d)
del d[3]
d[3] = "again"
print(d, list(d))
d[5] = "updated"
print(d)
grid = {(r, c): r * c for r in range(2) for c in range(3)}
print(grid)

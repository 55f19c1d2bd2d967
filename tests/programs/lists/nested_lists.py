grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid)
print([row[1] for row in grid], [grid[i][i] for i in range(3)])
flat = [x for row in grid for x in row]
print(flat, sum(flat))

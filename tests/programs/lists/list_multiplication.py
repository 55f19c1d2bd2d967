row = [0] * 3
grid = [row[:] for _ in range(2)]
grid[0][0] = 1
print(grid, [1, 2] * 2, 2 * [None])

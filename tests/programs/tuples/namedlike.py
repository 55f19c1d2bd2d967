def point(x, y):
    return (x, y)
p = point(1, 2)
x, y = p
print(p, x, y, p[0] + p[1], p * 2)

a = list(range(10))
print(a[2:7], a[::3], a[::-1], a[-3:], a[:-7], a[8:2:-2], a[100:], a[-100:3])
b = a[:]
b[2:5] = ["x", "y"]
print(b)
b[::2] = [0] * len(b[::2])
print(b)
del b[0]
del b[1:3]
print(b)
c = [1, 2, 3]
c[1] = 20
c[-1] *= 10
print(c)
nested = [[1, 2], [3, 4]]
nested[1][0] = 30
print(nested, nested[0][-1])

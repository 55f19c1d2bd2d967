# numpy-lite: indexing, slicing, masks and assignment (recorded from NumPy 1.24).
import numpy as np

a = np.arange(10)
print(a[0], a[-1], a[2:5], a[::-1], a[::3])
m = np.arange(12).reshape(3, 4)
print(m[1])
print(m[1, 2], m[:, 0], m[1:, 1:3])
print(m[..., 1])
print(m[np.newaxis].shape, m[:, None].shape)
print(a[a > 6])
print(m[[0, 2]])
a[0] = 100
print(a)
m[:, 0] = -1
print(m)
b = np.zeros(5)
b[b == 0] = 2.5
print(b)
for row in np.array([[1, 2], [3, 4]]):
    print(row, len(row))
print(len(m), float(np.array([2.5])[0]), int(np.array([7])[0]))
try:
    a[20]
except IndexError as e:
    print("IndexError:", e)

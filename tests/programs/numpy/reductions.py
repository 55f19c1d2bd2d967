# numpy-lite: reductions with NumPy's dtype rules and pairwise summation (recorded from NumPy 1.24).
import numpy as np

x = np.arange(12).reshape(3, 4)
print(x.sum(), x.sum(axis=0), x.sum(axis=1))
print(x.mean(), x.mean(axis=0))
print(x.max(), x.min(axis=1))
print(np.sum(x, axis=1, keepdims=True))
y = np.array([0.1] * 10)
print(y.sum(), np.sum(y))
z = np.arange(1000) * 0.001
print(z.sum(), z.mean())
print(np.std(np.array([1.0, 2.0, 3.0, 4.0])), np.var(np.array([1.0, 2.0, 4.0])))
print(np.mean(np.array([1, 2, 4])))
f = np.array([0.1, 0.2, 0.3], dtype=np.float32)
print(f.sum(), f.mean())
print(repr(f.sum()))
print(np.array([[1.5, 2.5], [3.5, 4.5]]).std(axis=0))

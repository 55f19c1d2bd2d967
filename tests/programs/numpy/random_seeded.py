# numpy-lite: the legacy RandomState stream after np.random.seed (recorded from NumPy 1.24).
import numpy as np

np.random.seed(0)
print(np.random.rand(3))
print(np.random.randn(2, 2))
print(np.random.uniform(-1, 1, size=4))
print(np.random.normal(5.0, 2.0, size=(2,)))
print(np.random.randint(0, 10, size=6))
print(np.random.randint(5))
np.random.seed(42)
x = np.random.rand(100)
print(x.mean(), x.std())
print(np.random.random())

# argmax, argmin, any and all along an axis (or all of them), with keepdims.
import numpy as np

a = np.array([[1, 5, 2], [7, 0, 3]])
print(a.argmax(axis=1), a.argmax(axis=0), a.argmax(), np.argmax(a, axis=1), a.argmin(axis=1))
b = np.array([[True, False], [False, False]])
print(b.any(axis=1), b.all(axis=0), b.any(), np.any(b, axis=0))
c = np.array([[1.0, float("nan"), 3.0], [2.0, 9.0, -1.0]])
print(c.argmax(axis=1), c.argmin(axis=1), np.argmax(c), np.argmin(c[1]))
print(a.argmax(axis=1, keepdims=True).shape, np.all(a > 0, axis=1), np.any(a > 6, axis=0, keepdims=True))
print(np.argmax([3, 9, 9, 1]), np.array([2**62 + 1, 2**62]).argmax(), np.array([], dtype=bool).any(), np.array([]).all())
print(np.argmin(a, axis=0), np.all(a, axis=-1), np.any(np.zeros((2, 0)), axis=1))
for bad in (lambda: np.array([]).argmax(), lambda: a.argmax(axis=2), lambda: a.any(axis=-3), lambda: np.zeros((2, 0)).argmax(axis=1)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

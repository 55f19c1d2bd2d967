# %-formatting takes NumPy scalars and one-element arrays through __float__/__int__.
import numpy as np

w = np.array([42.0543])
b = np.array([[43.98]])
print("The learned weight is %.4f" % w)
print("bias %.2f, again %6.1f" % (b, b[0]))
print("%5.0f %d" % (np.float32(7.6), np.array([3])))
print("%e" % np.array([0.000123]))
try:
    print("%.2f" % np.array([1.0, 2.0]))
except TypeError as e:
    print("TypeError:", e)

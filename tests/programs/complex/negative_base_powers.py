# A negative number to a fractional power is a complex number in Python 3.
print((-8) ** (1 / 3))
print(pow(-8, 0.5), (-8.0) ** 0.5, (-2) ** 0.5, (-2) ** -0.5)
print((-1) ** 0.5, (-1.0) ** 1.5, (-1e300) ** 0.5, (-27) ** (2 / 3))
print(type((-8) ** (1 / 3)).__name__, type((-8) ** 1.0).__name__, (-8) ** 1.0, (-8) ** 2.0)
print(float("-inf") ** 0.5, (-0.0) ** 0.5, (-1) ** float("inf"), (-1) ** float("nan"))
print((-2) ** -2, (-2.0) ** -3, (2 ** 70) ** 0.5, (-(2 ** 70)) ** 0.5)
cube_roots = [x ** (1 / 3) for x in (-27, -8, -1, 1, 8, 27)]
print(cube_roots)
try:
    0.0 ** -0.5
except ZeroDivisionError as e:
    print(type(e).__name__, e)

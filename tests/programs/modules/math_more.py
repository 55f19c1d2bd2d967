import math
print(math.factorial(0), math.factorial(5), math.gcd(48, 36), math.isclose(1e-9, 0, abs_tol=1e-8))
print(round(math.sin(math.pi / 6), 10), round(math.cos(math.pi / 3), 10), math.floor(-0.5), math.ceil(-0.5))

import math
print(math.sqrt(16), math.sqrt(2), math.pi, math.e, math.inf, -math.inf, math.nan)
print(math.floor(2.7), math.floor(-2.5), math.ceil(2.1), math.ceil(-2.1), math.trunc(-2.7), math.fabs(-3))
print(math.exp(1), math.log(math.e), math.log(100, 10), math.log(8, 2), math.log10(1000), math.log2(1024))
print(math.sin(0), math.cos(0), math.tan(math.pi / 4), math.atan2(1, 1), math.hypot(3, 4))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.1), math.isnan(math.nan), math.isinf(math.inf), math.isfinite(1.0))
print(math.pow(2, 10), math.factorial(10), math.gcd(12, 18), math.gcd(0, 5), math.degrees(math.pi), math.radians(180))
print(type(math.floor(2.5)), math.floor(7))

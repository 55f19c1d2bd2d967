# math.frexp / ldexp / modf and their round trips
import math
for x in [8, 0, -0.75, 1, 0.1, 1e300, -5e-324, 123.456]:
    m, e = math.frexp(x)
    print(x, (m, e), math.ldexp(m, e) == x)
print(math.frexp(math.inf), math.frexp(-math.inf), math.isnan(math.frexp(math.nan)[0]))
print(math.ldexp(0.5, 4), math.ldexp(1, -2000), math.ldexp(-1, -1074), math.ldexp(0.0, 5000), math.ldexp(math.inf, -5), math.ldexp(3, True))
for x in [3.25, -3.25, 5, 0.0, -0.0, 1e20, 0.5]:
    print(x, math.modf(x))
print(math.modf(math.inf), math.modf(-math.inf))
print(math.floor(2.5), math.ceil(-2.5), math.floor(-0.5), math.ceil(0.2), math.floor(7))

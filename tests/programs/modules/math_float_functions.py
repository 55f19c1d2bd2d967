# math float functions added since C89: fmod, remainder, log1p, expm1, cbrt, exp2, nextafter, ulp, ...
import math
print(math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7, -3), math.fmod(-0.0, 1), math.fmod(1, math.inf), math.fmod(5.5, 2))
print(math.remainder(7, 3), math.remainder(5, 2), math.remainder(-7, 4), math.remainder(6, 4), math.remainder(2, 4), math.remainder(3, math.inf))
print(math.copysign(3, -0.0), math.copysign(-2, 1), math.copysign(1, -1e-300), math.copysign(0.0, -1))
print(math.log2(8), math.log2(1024), math.log10(1000), math.log10(0.001), math.log1p(0.5), math.log1p(1e-20), math.log1p(0))
print(math.expm1(1e-10), math.expm1(0), math.expm1(1), math.exp2(10), math.exp2(-1), math.exp2(0.5), math.exp2(-1075))
print(math.cbrt(8), math.cbrt(-8), math.cbrt(64), math.cbrt(1000), math.cbrt(0.0), math.cbrt(-0.0), math.cbrt(math.inf))
print(math.nextafter(1, 2), math.nextafter(1, 0), math.nextafter(0, 1), math.nextafter(0, -1), math.nextafter(2.5, 2.5), math.nextafter(math.inf, 0))
print(math.ulp(1.0), math.ulp(0), math.ulp(-2), math.ulp(1e300), math.ulp(math.inf), math.ulp(1.7976931348623157e308))
print(math.isnan(math.ulp(math.nan)), math.isnan(math.cbrt(math.nan)))
print(math.trunc(3.7), math.trunc(-3.7), math.trunc(5), math.trunc(True), math.trunc(-0.5), type(math.trunc(2.0)).__name__)
print(math.degrees(math.pi), math.radians(180), math.degrees(1), math.radians(-90))
print(math.tau, math.tau == 2 * math.pi, math.inf, -math.inf, math.nan, math.isnan(math.nan), math.inf > 1e308)
print(math.isclose(1, 1.0000000001), math.isclose(1, 1.1), math.isclose(1, 1.1, rel_tol=0.2), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.isclose(math.inf, math.inf), math.isclose(math.nan, math.nan), math.isclose(-math.inf, math.inf))
class Half:
    def __trunc__(self):
        return 42
print(math.trunc(Half()))

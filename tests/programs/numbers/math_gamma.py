# math.gamma, lgamma and the inverse hyperbolic functions, with their domain errors.
import math

for x in [1, 5, 23, 24, 0.5, 3.3, -0.5, -2.7, 100.5, 170.5, 1e-30, -250.5]:
    print("gamma", x, math.gamma(x))
for x in [1, 2, 0.3, 55.5, -3.3, 1e-30, 1e300]:
    print("lgamma", x, math.lgamma(x))
for x in [0, 0.5, -0.9, 2.0]:
    print("atanh", x, math.atanh(x) if abs(x) < 1 else "out of domain")
print(math.asinh(1), math.acosh(2), math.erfc(0.5), math.erf(0.5) + math.erfc(0.5))
print(math.exp(math.lgamma(10)), math.factorial(9))
for f, x in [(math.gamma, 0), (math.gamma, -3), (math.gamma, 172), (math.lgamma, -2), (math.acosh, 0.5),
             (math.atanh, 1), (math.gamma, float("-inf"))]:
    try:
        print(f(x))
    except (ValueError, OverflowError) as e:
        print(f.__name__, x, type(e).__name__, e)
print(math.gamma(float("inf")), math.lgamma(float("-inf")), math.gamma(float("nan")))

# Trigonometric and hyperbolic functions and their inverses.
import cmath

names = ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
         "exp", "log", "sqrt", "log10"]
points = [0.5, -0.5, 2, -2, 1 + 1j, -1 - 1j, 0.3 - 0.7j, 3j, -3j, 10, 1e-8 + 1e-8j, 0.71, 1.73 + 0.01j, 25 - 40j]
for name in names:
    f = getattr(cmath, name)
    results = []
    for p in points:
        try:
            results.append(repr(f(p)))
        except ValueError as e:
            results.append(type(e).__name__)
    print(name, " ".join(results))
z = 0.4 + 0.9j
print(cmath.sin(cmath.asin(z)), cmath.cos(cmath.acos(z)), cmath.tan(cmath.atan(z)))
print(cmath.sinh(cmath.asinh(z)), cmath.cosh(cmath.acosh(z)), cmath.tanh(cmath.atanh(z)))
print(cmath.acos(1e300), cmath.asinh(-1e300j), cmath.atan(1e300), cmath.atanh(complex(1, 1e-300)), cmath.acosh(-1e300))
print(cmath.sinh(710), cmath.cosh(-710 + 1j), cmath.tanh(400 - 2j), cmath.tanh(-400 + 2j))

# Trigonometric and hyperbolic functions and their inverses, to 12 significant
# digits (C libraries differ in the last bit).
import cmath

names = ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
         "exp", "log", "sqrt", "log10"]
points = [0.5, -0.5, 2, -2, 1 + 1j, -1 - 1j, 0.3 - 0.7j, 3j, -3j, 10, 1e-8 + 1e-8j, 0.71, 1.73 + 0.01j, 25 - 40j]
for name in names:
    f = getattr(cmath, name)
    results = []
    for p in points:
        try:
            results.append(format(f(p), ".12g"))
        except ValueError as e:
            results.append(type(e).__name__)
    print(name, " ".join(results))
z = 0.4 + 0.9j
for w in [cmath.sin(cmath.asin(z)), cmath.cos(cmath.acos(z)), cmath.tan(cmath.atan(z)), cmath.sinh(cmath.asinh(z)),
          cmath.cosh(cmath.acosh(z)), cmath.tanh(cmath.atanh(z)), cmath.acos(1e300), cmath.asinh(-1e300j), cmath.atan(1e300),
          cmath.atanh(complex(1, 1e-300)), cmath.acosh(-1e300), cmath.sinh(710), cmath.cosh(-710 + 1j),
          cmath.tanh(400 - 2j), cmath.tanh(-400 + 2j)]:
    print(f"{w:.12g}", cmath.isclose(w, z))

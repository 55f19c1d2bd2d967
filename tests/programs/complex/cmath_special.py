# cmath's functions at signed zeros, infinities and NaNs: the C99 special values.
# Finite results show 12 significant digits (C libraries differ in the last bit).
import cmath

inf, nan = float("inf"), float("nan")
parts = [-inf, -2.0, -0.0, 0.0, 2.0, inf, nan]
functions = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "sinh", "cosh", "tanh",
             "asin", "acos", "atan", "asinh", "acosh", "atanh"]
for name in functions:
    f = getattr(cmath, name)
    print(name)
    for re in parts:
        row = []
        for im in parts:
            try:
                row.append(format(f(complex(re, im)), ".12g"))
            except (ValueError, OverflowError) as e:
                row.append(type(e).__name__)
        print("  ", re, " ".join(row))
print("rect")
for r in parts:
    row = []
    for phi in parts:
        try:
            row.append(format(cmath.rect(r, phi), ".12g"))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print("  ", r, " ".join(row))
print("polar", [cmath.polar(complex(re, im)) for re in (inf, nan, -0.0) for im in (nan, -inf, 0.0)])

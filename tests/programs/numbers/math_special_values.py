# math functions at infinities and NaN, as CPython 3.11 gives them.
import math

inf, nan = math.inf, math.nan
cases = [
    ("pow", (0.0, -inf)), ("pow", (0.0, inf)), ("pow", (2.0, -inf)), ("pow", (0.5, -inf)), ("pow", (-inf, 3)),
    ("pow", (0.0, -1.0)), ("pow", (10.0, 400.0)), ("pow", (nan, 0)), ("pow", (1, nan)),
    ("log", (nan,)), ("log2", (nan,)), ("log10", (nan,)), ("log", (inf,)), ("log", (0.0,)), ("log", (-1,)),
    ("log", (0.0, -inf)), ("fmod", (0.0, -inf)), ("atan2", (0.0, -inf)), ("copysign", (0.0, -inf)),
    ("sqrt", (inf,)), ("exp", (nan,)), ("exp", (1000,)), ("log1p", (-1.0,)),
]
for name, args in cases:
    try:
        print(name, args, getattr(math, name)(*args))
    except (ValueError, OverflowError, ZeroDivisionError) as e:
        print(name, args, type(e).__name__, e)

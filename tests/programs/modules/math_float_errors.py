# domain and range errors of the float functions
import math
calls = [
    ("fmod(7, 0)", lambda: math.fmod(7, 0)), ("fmod(inf, 1)", lambda: math.fmod(math.inf, 1)),
    ("remainder(7, 0)", lambda: math.remainder(7, 0)), ("remainder(inf, 2)", lambda: math.remainder(math.inf, 2)),
    ("log2(0)", lambda: math.log2(0)), ("log10(-1)", lambda: math.log10(-1)),
    ("log1p(-1)", lambda: math.log1p(-1)), ("log1p(-2)", lambda: math.log1p(-2)),
    ("expm1(1000)", lambda: math.expm1(1000)), ("exp2(2000)", lambda: math.exp2(2000)),
    ("ldexp(1, 2000)", lambda: math.ldexp(1, 2000)), ("ldexp(1, 1.5)", lambda: math.ldexp(1, 1.5)),
    ("trunc('a')", lambda: math.trunc("a")), ("trunc(inf)", lambda: math.trunc(math.inf)),
    ("trunc(nan)", lambda: math.trunc(math.nan)), ("trunc()", lambda: math.trunc()),
    ("hypot('a')", lambda: math.hypot("a")), ("fmod(1)", lambda: math.fmod(1)),
    ("copysign(1)", lambda: math.copysign(1)), ("nextafter(1)", lambda: math.nextafter(1)),
    ("ulp()", lambda: math.ulp()), ("modf()", lambda: math.modf()), ("frexp('a')", lambda: math.frexp("a")),
    ("ldexp(1)", lambda: math.ldexp(1)), ("cbrt('x')", lambda: math.cbrt("x")), ("sqrt(-1)", lambda: math.sqrt(-1)),
    ("exp(1000)", lambda: math.exp(1000)), ("isclose(1, 2, rel_tol=-1)", lambda: math.isclose(1, 2, rel_tol=-1)),
    ("sqrt()", lambda: math.sqrt()), ("floor()", lambda: math.floor()), ("floor(nan)", lambda: math.floor(math.nan)),
]
for label, call in calls:
    try:
        print(label, "->", call())
    except (TypeError, ValueError, OverflowError) as e:
        print(label, "->", type(e).__name__, e)

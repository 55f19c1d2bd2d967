# cmath's errors: domain and range errors, and argument errors.
import cmath

attempts = [
    ("log(0)", lambda: cmath.log(0)),
    ("log(1, 1)", lambda: cmath.log(1, 1)),
    ("log(2, 1)", lambda: cmath.log(2, 1)),
    ("log(1j, 0)", lambda: cmath.log(1j, 0)),
    ("log10(0)", lambda: cmath.log10(0)),
    ("atan(1j)", lambda: cmath.atan(1j)),
    ("atanh(1)", lambda: cmath.atanh(1)),
    ("atanh(-1)", lambda: cmath.atanh(-1)),
    ("exp(1000)", lambda: cmath.exp(1000)),
    ("exp(complex(710, 0))", lambda: cmath.exp(complex(710, 0))),
    ("cosh(1000)", lambda: cmath.cosh(1000)),
    ("sinh(-1000 + 1j)", lambda: cmath.sinh(-1000 + 1j)),
    ("exp(complex(1, inf))", lambda: cmath.exp(complex(1, float("inf")))),
    ("rect(1, inf)", lambda: cmath.rect(1, float("inf"))),
    ("polar(1.7e308+1.7e308j)", lambda: cmath.polar(complex(1.7e308, 1.7e308))),
    ("phase(2.7e241-5.7e-282j)", lambda: cmath.phase(complex(2.7e241, -5.7e-282))),
    ("phase(1+5e-324j)", lambda: cmath.phase(complex(1, 5e-324))),
    ("sqrt('a')", lambda: cmath.sqrt("a")),
    ("sqrt(None)", lambda: cmath.sqrt(None)),
    ("sqrt()", lambda: cmath.sqrt()),
    ("sqrt(1, 2)", lambda: cmath.sqrt(1, 2)),
    ("sqrt(z=1)", lambda: cmath.sqrt(z=1)),
    ("sqrt(10**400)", lambda: cmath.sqrt(10 ** 400)),
    ("phase()", lambda: cmath.phase()),
    ("polar(1, 2)", lambda: cmath.polar(1, 2)),
    ("isnan(1, 2)", lambda: cmath.isnan(1, 2)),
    ("log()", lambda: cmath.log()),
    ("log(1, 2, 3)", lambda: cmath.log(1, 2, 3)),
    ("log(1j, base=2)", lambda: cmath.log(1j, base=2)),
    ("log(1j, 'a')", lambda: cmath.log(1j, "a")),
    ("rect(1)", lambda: cmath.rect(1)),
    ("rect(1, 2, 3)", lambda: cmath.rect(1, 2, 3)),
    ("rect(1j, 1)", lambda: cmath.rect(1j, 1)),
]
for text, attempt in attempts:
    try:
        print(text, "=", attempt())
    except (ValueError, OverflowError, TypeError) as e:
        print(text, "->", type(e).__name__, e)

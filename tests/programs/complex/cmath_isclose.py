# cmath.isclose: relative and absolute tolerances, infinities and NaN.
import cmath

inf, nan = float("inf"), float("nan")
pairs = [(1j, 1.0000000001j), (1j, 1.001j), (1 + 1j, 1 + 1.1j), (0j, 1e-10j), (complex(inf, 1), complex(inf, 1)),
         (complex(inf, 1), complex(-inf, 1)), (complex(nan, 0), complex(nan, 0)), (1, 1), (1e308j, 1.0000000001e308j)]
for a, b in pairs:
    print(a, b, cmath.isclose(a, b), cmath.isclose(a, b, rel_tol=0.01), cmath.isclose(a, b, abs_tol=0.2))
print(cmath.isclose(a=1, b=2), cmath.isclose(1, b=1 + 1e-12j), cmath.isclose(0j, 1e-10j, abs_tol=1e-9))
for call in (lambda: cmath.isclose(1j, 1j, rel_tol=-1), lambda: cmath.isclose(1j, 1j, 0.1), lambda: cmath.isclose(1j),
             lambda: cmath.isclose(1j, 1j, foo=1), lambda: cmath.isclose(1j, 1j, rel_tol=1j),
             lambda: cmath.isclose(1j, 1j, abs_tol="a"), lambda: cmath.isclose(1j, "b")):
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

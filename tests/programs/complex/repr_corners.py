# repr and str of complex numbers around signed zeros, infinities and NaN.
inf = float("inf")
nan = float("nan")
cases = [
    complex(0.0, 1.0), complex(-0.0, 1.0), complex(0.0, -1.0), complex(-0.0, -0.0),
    complex(0.0, -0.0), -1j, -0j, complex(1.5, -0.0), complex(nan, inf), complex(-inf, nan),
    complex(inf, -inf), 1e100j, 1e16j, 1e15 + 1e16j, complex(1e-5, 1e-4), complex(123456789012345678, 1),
    complex(0.1, 0.2), complex(1/3, 2/3), complex(-1e-320, 5e-324), complex(1, nan),
]
for c in cases:
    print(repr(c), str(c), f"{c}", "%s|%r" % (c, c))
print([1j, 2+3j], (1j,), {"z": -2j})
print(str(1+2j) == repr(1+2j), len(repr(1e300+1e300j)))

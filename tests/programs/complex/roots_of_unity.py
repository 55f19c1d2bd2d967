# The n-th roots of unity: their sum is 0 and each one's n-th power is 1.
import cmath

for n in range(1, 7):
    roots = [cmath.exp(2j * cmath.pi * k / n) for k in range(n)]
    total = sum(roots)
    powers_ok = all(cmath.isclose(r ** n, 1, abs_tol=1e-12) for r in roots)
    print(n, [f"{r.real:+.3f}{r.imag:+.3f}j" for r in roots], abs(total) < 1e-12, powers_ok)
print(f"{cmath.exp(2j * cmath.pi / 3) ** 3:.9f}", (-0.5 + 0.8660254037844386j) ** 3)

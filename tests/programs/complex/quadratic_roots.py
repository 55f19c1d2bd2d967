# Roots of a*x**2 + b*x + c, real or complex, checked by substitution.
import cmath


def roots(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)


for a, b, c in [(1, -3, 2), (1, 2, 5), (1, 0, 1), (2, 4, 2), (1, 1, 1), (1, -2j, -1), (3, 1 + 1j, -2)]:
    r1, r2 = roots(a, b, c)
    residues = [abs(a * r * r + b * r + c) for r in (r1, r2)]
    print(f"{a}x^2 + ({b})x + ({c}): {r1:.12g} {r2:.12g}", all(e < 1e-12 for e in residues))
    print(f"   sum {r1 + r2:.12g} product {r1 * r2:.12g}")

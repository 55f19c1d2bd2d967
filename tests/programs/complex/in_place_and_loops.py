# A complex accumulator in loops: rotation, geometric series, Newton's method.
import cmath

z = 1 + 0j
for _ in range(12):
    z *= cmath.exp(1j * cmath.pi / 6)
print(f"{z:.9f}", cmath.isclose(z, 1, abs_tol=1e-12))
r = 0.5 + 0.5j
series = 0j
term = 1 + 0j
for _ in range(60):
    series += term
    term *= r
print(series, 1 / (1 - r), cmath.isclose(series, 1 / (1 - r)))


def newton_cube_root_of_unity(z):
    for _ in range(30):
        z = z - (z ** 3 - 1) / (3 * z ** 2)
    return z


for start in [1 + 1j, -1 + 1j, -1 - 1j, 2]:
    root = newton_cube_root_of_unity(start)
    print(start, "->", complex(round(root.real, 12), round(root.imag, 12)))

# Polar and rectangular forms: round trips and multiplying by angles.
import cmath
import math


def tidy(z):
    return complex(round(z.real, 12) + 0.0, round(z.imag, 12) + 0.0)


for z in [1 + 1j, -1 + 1j, -1 - 1j, 3 - 4j, 1j, -2, 0.5, complex(-0.0, -1)]:
    r, phi = cmath.polar(z)
    back = cmath.rect(r, phi)
    print(z, (round(r, 12), round(phi, 12)), tidy(back), cmath.isclose(back, z), abs(z) == r, cmath.phase(z) == phi)
w = cmath.rect(2, math.radians(30))
print(tidy(w), round(math.degrees(cmath.phase(w * w)), 9), round(abs(w ** 3), 12))
spins = [cmath.rect(1, k * math.pi / 4) for k in range(8)]
print([f"{s:.3f}" for s in spins])
print(tidy(sum(spins)), abs(sum(spins)) < 1e-12)

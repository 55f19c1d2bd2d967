# AC circuit analysis with complex impedances (a series RLC circuit).
import cmath
import math

R, L, C = 100.0, 0.2, 10e-6
for f in [50, 100, 112.5, 200, 1000]:
    w = 2 * math.pi * f
    z = R + 1j * w * L + 1 / (1j * w * C)
    i = 230 / z
    print(f"{f:7.1f} Hz  Z={z:.2f}  |Z|={abs(z):8.2f}  phase={math.degrees(cmath.phase(z)):7.2f}  I={i:.4f}")
parallel = 1 / (1 / (50 + 0j) + 1 / (30j) + 1 / (-60j))
print(f"{parallel:.4f}", round(abs(parallel), 4))

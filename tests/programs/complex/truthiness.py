# A complex number is false only when both parts are zero.
for z in [0j, -0j, complex(-0.0, -0.0), 1j, 1e-300j, complex(1e-320, 0), complex(float("nan"), 0)]:
    print(repr(z), bool(z), "yes" if z else "no", not z)
values = [0j, 1, 2j, 0, 0.0, 3 + 0j]
print(list(filter(None, values)), any([0j, 0]), all([1j, 2]), [z for z in values if z])
print(0j or "fallback", 2j and "both", 0j and "never")
n = 0
z = 4 + 4j
while z:
    z = z / 2 if abs(z) > 1 else 0j
    n += 1
print(n, z)

# Imaginary literals: every spelling CPython accepts.
values = [1j, 2.5J, 1e3j, 0j, 1.j, .5j, 1_000j, 01j, 00j, 1.5e-3J, 3.14e+2j, 1E-400j]
for v in values:
    print(repr(v), type(v).__name__, v.real, v.imag)
print(3 + 4j, 3 - 4j, -4j, 2 * 1j, 1j * 1j)
print((1+2j), (1.5-0.5j), -(1+1j))
z = 12.5j
print(z, z.imag, z.real == 0, z.imag == 12.5)

# Built-in functions meeting complex numbers.
import copy

zs = [3 + 4j, -1j, 2, 0.5 - 0.5j]
print(sum(zs), sum([1j, 2]), sum(zs, 10j), abs(3 + 4j), pow(1j, 2), pow(2 + 0j, -1))
print(sorted(zs, key=abs), max(zs, key=abs), min(zs, key=lambda z: z.imag))
print(list(map(complex, [1, 2.5, "3j"])), [z.conjugate() for z in zs if isinstance(z, complex)])
print(str(1j), repr(-2j), format(1j), repr(1 - 1j), bool(0j), hash(0j), list(zip([1j], [2])))
print(isinstance(2j, complex), type(2j)(3), complex is type(1j), callable(complex), id(1j) is not None)
print(sum(z * z.conjugate() for z in zs).real, [round(abs(z), 3) for z in zs])
total = 0j
for k, z in enumerate(zs):
    total += z ** k
print(total)
print(0j in range(3), 1.0 in range(3), 2.5 in range(3), (1 + 1j) in range(3), [0, 1, 2].index(1 + 0j))
print(copy.copy(1j), copy.deepcopy([1 + 2j, {3j: -1j}]))

# real, imag, conjugate() and the type itself.
z = 3 - 4j
print(z.real, z.imag, type(z.real).__name__, z.conjugate(), z * z.conjugate())
print(1j.real, 1j.imag, (2j).conjugate(), complex.__name__, type(1j), type(1j) is complex)
print(isinstance(1j, complex), isinstance(1, complex), isinstance(1j, (int, float)), issubclass(complex, object))
print(complex, (1j).__class__, z.__abs__(), z.__complex__() is z)
print(complex(1, 2).real + complex(3, 4).imag, [w.imag for w in (1j, 2 + 3j, 4)])
print(hasattr(z, "real"), hasattr(z, "numerator"), getattr(z, "imag"))
try:
    z.conjugate(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    z.imag = 0
except AttributeError as e:
    print(type(e).__name__)

# complex ** int multiplies repeatedly for exponents up to 100 (bit for bit as
# CPython); larger or fractional exponents go through polar form.
print(1j ** 2, 1j ** 3, (1j) ** 4, 1j ** -1, (1 + 1j) ** 2, (1 + 1j) ** -2)
print((1.1 + 0.1j) ** 50, (0.5 + 0.5j) ** 100, (2 + 3j) ** -100, (2 + 3j) ** -101)
print((1 + 2j) ** 101, (1 + 2j) ** 100.0, (1 + 1j) ** 2.0, (1 + 1j) ** -1.0)
print((1 + 2j) ** 0.5, (1 + 2j) ** (1 + 1j), 1j ** 1j, 1j ** 0.5, 2 ** 1j, 2 ** -1j)
print(2.0 ** (1 + 1j), pow(1 + 1j, 2), pow(2, 1j), (1 + 1j) ** True, (1 + 1j) ** 0)
print(0j ** 0, 0j ** 0j, 0j ** 2, 0j ** 2.5, (-0j) ** 1, complex(0, -0.0) ** 1)
print(complex(float("inf"), 0) ** 2)
z = 0.9 + 0.3j
seq = [z ** n for n in range(8)]
print(seq)
w = 1
for n in range(1, 8):
    w *= z
    print(n, w == z ** n)

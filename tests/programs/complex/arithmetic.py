# + - * / between complex numbers, ints, bools and floats.
a, b = 3 + 4j, 1 - 2j
print(a + b, a - b, a * b, a / b)
print(a + 1, 1 + a, a - 1, 1 - a, a * 2, 2 * a, a / 2, 2 / a)
print(a + 0.5, 0.5 - a, a * 1.5, 1.5 / a, a / 0.25)
print(a + True, False * a, True / a)
print(-a, +a, -(-a) == a, abs(a), abs(-a), abs(1j), abs(0j))
z = 1 + 1j
z += 2
z *= 1j
z -= 0.5
z /= 2
print(z)
acc = 0
for k in range(1, 6):
    acc += k * 1j ** k
print(acc)
print((0.1 + 0.2j) + (0.2 + 0.1j), (1e308 + 1e308j) * 10, (1e308 + 1e308j) / (1e-308 + 1e-308j))
print(1 / complex(float("nan"), 0), (1 + 2j) / complex(0, float("nan")))
print((1 + 2j) / (3 + 4j), (1 + 2j) / (4 + 3j), (5 - 7j) / (1e-10 + 2j))

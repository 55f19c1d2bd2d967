# Division by zero and the errors of complex powers, caught and printed.
attempts = [
    ("1j / 0", lambda: 1j / 0),
    ("1j / 0j", lambda: 1j / 0j),
    ("1 / 0j", lambda: 1 / 0j),
    ("1.5 / complex(0, -0.0)", lambda: 1.5 / complex(0, -0.0)),
    ("0j ** -1", lambda: 0j ** -1),
    ("0j ** 1j", lambda: 0j ** 1j),
    ("0j ** -1.5", lambda: 0j ** -1.5),
    ("0 ** (-1 + 0j)", lambda: 0 ** (-1 + 0j)),
    ("1e200j ** 2", lambda: (1e200j) ** 2),
    ("(1+1j) ** 1e300", lambda: (1 + 1j) ** 1e300),
    ("(1+1j) ** 10**20", lambda: (1 + 1j) ** (10 ** 20)),
    ("(-1+0j) ** 1e308", lambda: (-1 + 0j) ** 1e308),
    ("abs(complex(1.7e308, 1.7e308))", lambda: abs(complex(1.7e308, 1.7e308))),
    ("pow(1j, 2, 3)", lambda: pow(1j, 2, 3)),
    ("pow(2, 3, 1j)", lambda: pow(2, 3, 1j)),
]
for text, attempt in attempts:
    try:
        print(text, "=", attempt())
    except (ZeroDivisionError, OverflowError, ValueError) as e:
        print(text, "->", type(e).__name__, e)
z = 2 + 2j
try:
    z /= 0
except ZeroDivisionError as e:
    print(type(e).__name__, e, z)

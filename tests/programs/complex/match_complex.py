# Complex literals as match patterns and values.
def classify(z):
    match z:
        case 0j:
            return "origin"
        case 1j | -1j:
            return "unit imaginary"
        case 1 + 1j:
            return "diagonal"
        case -2 - 0.5j:
            return "negative both"
        case complex(real=r, imag=0.0):
            return f"real {r}"
        case complex():
            return "other complex"
        case _:
            return "not complex"


for z in [0j, 0, 1j, -1j, 1 + 1j, complex(-2, -0.5), 3 + 0j, 2 + 5j, "z", 1.0]:
    print(repr(z), classify(z))

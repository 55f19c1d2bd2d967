# complex() from numbers, parts that are complex themselves, and keywords.
print(complex(), complex(1), complex(2.5), complex(True), complex(False))
print(complex(1, 2), complex(1.5, -2.25), complex(-3, 0), complex(0, -3))
print(complex(real=1, imag=2), complex(imag=2), complex(real=-1.5))
print(complex(1j, 1j), complex(2, 3j), complex(1 + 1j, 2), complex(1.5, True))
z = 3 + 4j
print(complex(z) is z, complex(z), complex(z, 0), complex(0, z))
print(complex(2**52, 2**53 + 1), complex(10**20))


class Meters:
    def __init__(self, value):
        self.value = value

    def __float__(self):
        return float(self.value)


class Phasor:
    def __init__(self, re, im):
        self.re, self.im = re, im

    def __complex__(self):
        return complex(self.re, self.im)


print(complex(Meters(3)), complex(Meters(3), Meters(4)), complex(Phasor(1, -1)))
print(complex(Phasor(2, 3), 1))

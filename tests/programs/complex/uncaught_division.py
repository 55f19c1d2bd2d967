def impedance(r, x):
    return complex(r, x)


def admittance(z):
    return 1 / z


print(admittance(impedance(3, 4)))
print(admittance(impedance(0, 0)))

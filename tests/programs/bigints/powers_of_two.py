# Powers of two past 64 bits, and how many digits they have.
for n in (62, 63, 64, 65, 100, 128, 200, 256):
    value = 2 ** n
    print(n, value, len(str(value)), value.bit_length())
print(2 ** 64 - 1, -(2 ** 63), -(2 ** 63) - 1)
print(type(2 ** 100).__name__, isinstance(2 ** 100, int))

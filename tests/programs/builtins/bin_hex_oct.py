# bin / hex / oct of positive, negative, zero and bool values
for n in [0, 1, 2, 7, 8, 255, 256, -1, -8, -255, 1024, 2**40, -(2**40), 9223372036854775807, -9223372036854775807 - 1]:
    print(n, bin(n), oct(n), hex(n))
print(bin(True), hex(False), oct(True))
# round trips through int(..., base)
for n in [5, -5, 12345, -98765]:
    assert int(bin(n), 2) == n and int(hex(n), 16) == n and int(oct(n), 8) == n
print("round trips ok")
print(f"{hex(255)!r} {bin(5)!s}")
for bad in [1.5, "10", None, [1]]:
    for fn in (bin, hex, oct):
        try:
            fn(bad)
        except TypeError as e:
            print(fn.__name__, type(e).__name__, e)
try:
    bin()
except TypeError as e:
    print(type(e).__name__, e)
try:
    hex(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
# int() reads the prefixes back, in their own base or in base 0
for text, base in [("0b101", 2), ("0o17", 8), ("0x1F", 16), ("-0b11", 2), ("0b1", 0), ("0o7", 0), ("0x10", 0),
                   ("10", 0), ("000", 0), ("0b101", 16), ("010", 0), ("0b2", 2), ("0x", 16)]:
    try:
        print(text, base, int(text, base))
    except ValueError as e:
        print(text, base, type(e).__name__, e)

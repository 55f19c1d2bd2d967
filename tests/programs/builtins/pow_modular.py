# pow(base, exp, mod): modular exponentiation, modular inverses, signs
print(pow(2, 10, 1000), pow(3, 4, 5), pow(-2, 3, 5), pow(2, 3, -5), pow(-2, 3, -5))
print(pow(7, 0, 13), pow(0, 0, 7), pow(5, 1, 1), pow(5, 3, -1))
print(pow(123456789, 987654321, 1000000007))
print(pow(2, 62, 9223372036854775807))
print(pow(3, -1, 7), pow(3, -2, 7), pow(-3, -1, 7), pow(2, -3, -7), pow(10, -1, 17))
for b in range(1, 11):
    inv = pow(b, -1, 11)
    print(b, inv, b * inv % 11)
print(pow(2, -1, 1), pow(0, -1, 1))
print(pow(True, 2, 3), pow(2, 3, None), pow(2.0, 3), pow(2, -1))
for args in [(2, -1, 4), (0, -1, 7), (6, -2, 9)]:
    try:
        pow(*args)
    except ValueError as e:
        print(args, type(e).__name__, e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print(type(e).__name__, e)
for args in [(2.0, 3, 5), (2, 3.0, 5), (2, 3, 5.0)]:
    try:
        pow(*args)
    except TypeError as e:
        print(type(e).__name__, e)
print(pow(base=2, exp=5, mod=7), pow(2, exp=4))

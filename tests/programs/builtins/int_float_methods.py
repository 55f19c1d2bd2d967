# int.bit_length / bit_count / as_integer_ratio and float.is_integer / as_integer_ratio
for n in [0, 1, 2, 3, 255, 256, -1, -8, -255, 1023, 9223372036854775807, -9223372036854775807 - 1]:
    print(n, n.bit_length(), n.bit_count(), n.as_integer_ratio())
print(True.bit_length(), (5).conjugate())
for x in [0.0, -0.0, 1.0, 2.5, -3.0, 1e15, 1e-5, 0.1, float("inf"), float("nan")]:
    print(x, x.is_integer())
for x in [0.5, 0.1, -2.5, 3.0, 0.0, 0.75, 1.5e3, -0.0625, 1e15, 2.0 ** -30]:
    n, d = x.as_integer_ratio()
    print(x, (n, d), n / d == x)
for x in [float("inf"), float("-inf"), float("nan")]:
    try:
        x.as_integer_ratio()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    (5).bit_length(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    (1.5).is_integer(2)
except TypeError as e:
    print(type(e).__name__, e)
print((2.0).conjugate(), int.bit_length(12), float.is_integer(4.0))

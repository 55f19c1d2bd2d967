x = 2 ** 100 + 12345
y = -(2 ** 90) - 7
print(x & y, x | y, x ^ y, ~x, ~y)
print(x << 10, x >> 50, y >> 50, y >> 200, x >> 200, 1 << 100)
print(-1 << 70, (-(2 ** 70)) >> 3)
print((2 ** 128 - 1) & 0xFFFF, (2 ** 128 - 1).bit_length(), (2 ** 128).bit_count())
mask = (1 << 64) - 1
print(mask, hex(mask), bin(1 << 65), oct(2 ** 70))
try:
    1 << -1
except ValueError as e:
    print("ValueError:", e)

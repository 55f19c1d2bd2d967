# Integers beyond 64 bits mixed with floats, formatting and bit operations.
big = 2**100 + 12345
print(big, -big, big // 7, big % 7, -big // 7, -big % 7, divmod(big, -3))
print(big * big, big - 2**100, big + 0.5, big / 2**99)
print(float(big), int(float(big)) == big, big == float(big), 2**53 + 1 == float(2**53 + 1))
print(big > 1e30, big < 1e31, 10**400 > 1e308, -(10**400) < -1e308)
try:
    float(10**400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    10**400 / 1
except OverflowError as e:
    print("OverflowError:", e)
print(10**400 // 10**399, (10**400) % 97, 10**400 / 10**399)
print(f"{big:,}", f"{big:_x}", f"{big:>40}", f"{big:e}", f"{2**70:.3e}")
print(hex(big), oct(2**70), bin(2**65), (2**100).bit_length(), (-(2**100)).bit_length())
print(big & (2**64 - 1), big | 1, big ^ big, ~big, big >> 90, 1 << 100, -big >> 3)
print(int.from_bytes((2**80).to_bytes(11, "big"), "big") == 2**80)
print(pow(3, 200, 10**9 + 7), pow(2**100, -1, 10**9 + 7), pow(-3, 101))
print(abs(-big), round(big, -20), round(2**70 + 0.0), round(1e25), int(1e25))
print(sum(range(10**6)) * 10**20, max(2**64, 2**63 * 2 - 1, 2.0**64))
print(hash(2**64) == hash(2**64), hash(2**61 - 1), hash(-(2**61)))
print(str(3**300)[:20], len(str(3**300)), int("1" * 60) % 1000)
print((2**100).to_bytes(13, "little")[:4], (10**30).__index__() == 10**30)
print(isinstance(2**100, int), type(2**100).__name__, (2**100).real, (2**100).conjugate() == 2**100)

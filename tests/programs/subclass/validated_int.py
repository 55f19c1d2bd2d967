# Integers checked when they are made: the arithmetic on them gives plain ints.
class Even(int):
    def __new__(cls, value):
        value = int(value)
        if value % 2:
            raise ValueError(f"{value} is not even")
        return super().__new__(cls, value)


class Percentage(int):
    def __new__(cls, value):
        if not 0 <= value <= 100:
            raise ValueError(f"percentage out of range: {value}")
        return super().__new__(cls, value)

    def __str__(self):
        return f"{int(self)}%"


e = Even(10)
print(e, repr(e), e + 1, type(e + 1).__name__, e * 3, e // 4, e % 4, e ** 2, -e, e >> 1, e & 6, e | 1)
print(type(e * 3).__name__, isinstance(e, int), type(e).__name__, e == 10, hash(e) == hash(10))
print(list(range(Even(4))), "ab" * Even(2), [0, 1, 2, 3, 4][Even(2)], bin(e), hex(e), e.bit_length())
print(Even("8"), Even(4.0), divmod(e, 3), pow(e, 2), abs(Even(-6)), int(e), float(e))
for value in [3, "7", "x", 2.5]:
    try:
        Even(value)
    except ValueError as err:
        print(type(err).__name__, err)
p = Percentage(42)
print(p, repr(p), f"{p}", f"{p:03d}", "%d" % p, str(p), [p], p + 8)
try:
    Percentage(120)
except ValueError as err:
    print(type(err).__name__, err)
print(sorted([Even(8), 3, Even(2), Percentage(5)]), sum([Even(2), Even(4)]), max(Even(2), 3))

# int() and float() through __int__, __index__ and __float__, with CPython's checks on what they return.
class Meters:
    def __init__(self, value):
        self.value = value

    def __float__(self):
        return float(self.value)

    def __int__(self):
        return int(self.value)


class Position:
    def __init__(self, i):
        self.i = i

    def __index__(self):
        return self.i


class Broken:
    def __float__(self):
        return "1.5"

    def __int__(self):
        return 2.5


print(float(Meters(3)), int(Meters(3.9)), float(Position(4)), int(Position(5)), [10, 20, 30][Position(1)])
print(bin(Position(5)), hex(Position(255)), range(10)[Position(2)], "abc"[Position(-1)])
for convert in (float, int):
    try:
        convert(Broken())
    except TypeError as e:
        print(f"{convert.__name__}: TypeError:", e)


class BadIndex:
    def __index__(self):
        return "3"


for action in (lambda: int(BadIndex()), lambda: float(BadIndex()), lambda: [1][BadIndex()]):
    try:
        action()
    except TypeError as e:
        print("TypeError:", e)
try:
    float(object())
except TypeError as e:
    print("TypeError:", e)
print(hash(slice(1, 2)) if False else "slices", end=" ")
try:
    hash(slice(1, 2))
except TypeError as e:
    print("TypeError:", e)
data = b"abc"
print(data.strip() is data, data.lstrip(b"x") is data, bytearray(data).strip() is data)

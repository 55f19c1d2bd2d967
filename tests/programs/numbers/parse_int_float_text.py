# int() and float() of text: underscores (PEP 515), digits of any script, Unicode whitespace.
for text in ["1_000", "1_000.5", "1e1_0", "0x_ff", "0b_1010", "  ４２  ", "١٢٣", "\u3000 7 \xa0", "-1_2.3_4e-1",
             "1__0", "_1", "1_", "1_.5", "1._5", "0x_", "1 0", "", " ", "+", "nan", "-inf", "Infinity", "1e", "٣.٥"]:
    results = []
    for convert, base in ((int, 10), (int, 0), (float, None)):
        try:
            value = convert(text) if base is None else convert(text, base)
            results.append(repr(value))
        except ValueError as e:
            results.append("ValueError")
    print(repr(text).ljust(22), *results)
print(int("ff", 16), int("0xff", 16), int("0xff", 0), int("z", 36), int("0b", 16), int("-0o17", 0))
try:
    int("0x", 16)
except ValueError as e:
    print("ValueError:", e)
try:
    float("1_2_")
except ValueError as e:
    print("ValueError:", e)
print(0.0 ** float("inf"), 0.0 ** float("-inf"), 2.0 ** float("-inf"), 0.5 ** float("-inf"), (-1.0) ** float("inf"))
print(pow(0.0, float("-inf")), float("nan") ** 0, 1.0 ** float("nan"))
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
import math


class Celsius:
    def __init__(self, degrees):
        self.degrees = degrees

    def __float__(self):
        return float(self.degrees)


class Count:
    def __index__(self):
        return 4


print(math.sqrt(Celsius(16)), math.exp(Celsius(0)), math.floor(Celsius(2.5)), math.sqrt(Count()), math.isclose(Celsius(1), 1.0))
try:
    math.sqrt("4")
except TypeError as e:
    print("TypeError:", e)

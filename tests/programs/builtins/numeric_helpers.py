# divmod, pow, round, abs, min/max with key and default, sum with start.
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(17.5, 5), divmod(-0.0, 1))
print(pow(2, 10), pow(2, -1), pow(2.0, 0.5), pow(-8, 1 / 3) == (-8) ** (1 / 3), pow(7, -1, 11), pow(4, 0, 1))
print(round(2.5), round(3.5), round(-2.5), round(0.125, 2), round(0.375, 2), round(1234.5678, -2), round(5, -1))
print(type(round(2.5)), type(round(2.5, 0)), round(-0.4), round(1e16 + 1.0, -1))
print(abs(-3), abs(-3.5), abs(True), abs(-0.0))
words = ["pear", "fig", "banana", "kiwi"]
print(min(words), max(words), min(words, key=len), max(words, key=len), max([], default="none"))
print(min(3, 1, 2), max(1, 2.0, key=float), min([(2, "b"), (1, "z"), (1, "a")]))
print(sum([0.1] * 10), sum([1, 2], 10), sum([[1], [2]], []), sum(range(101)), sum([], 5))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
try:
    min([])
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print("TypeError:", e)
print(sorted([3, -1, 2], key=abs), sorted("Banana", key=str.lower), sorted([2, 1], reverse=True))
print(list(map(pow, [2, 3], [3, 2])), list(map(divmod, [7, 8], [2, 3])))
print(int("0x1f", 16), int("0b101", 0), int("  42\n"), int("1_000"), float(" -1.5e3 "), float("inf"), float("-nan"))
print(bin(-5), oct(8), hex(255), hex(-1), format(255, "#010b"), format(3.14159, ".2%"))
print(complex(1, 2) * 2, abs(3 + 4j), (1.5).as_integer_ratio(), (0.1).hex(), float.fromhex("0x1.8p1"))
print(isinstance(True, int), True + True, 7 // 2.0, 7 % -3, -7 % 3, 2 ** -2, 0 ** 0)

a = 10 ** 30 + 7
b = 12345678901234567
for x, y in ((a, b), (-a, b), (a, -b), (-a, -b), (a, 3), (-a, 7)):
    print(x // y, x % y, divmod(x, y))
print(a / b, a / 3, (2 ** 200) / (2 ** 100), 1 / 2 ** 100)
print((10 ** 400) // (10 ** 399), 10 ** 400 / 10 ** 399)
try:
    a // 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    a % 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(10 ** 400 / 3)
except OverflowError as e:
    print("OverflowError:", e)

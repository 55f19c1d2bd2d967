items = [1, 2, 3]
try:
    items[10 ** 20]
except IndexError as e:
    print("IndexError:", e)
try:
    "ab" * (10 ** 20)
except OverflowError as e:
    print("OverflowError:", e)
except MemoryError:
    print("MemoryError")
x = 10 ** 20
x += 1
x *= 3
x -= 10 ** 20
x //= 7
print(x)

big = 10 ** 4299
print(len(str(big)))
try:
    str(10 ** 4300)
except ValueError as e:
    print("ValueError:", e)
try:
    int("7" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(2 ** 20000)))

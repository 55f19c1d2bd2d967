big = 2 ** 70
print(big + 0.5, big * 1.5, big / 2.0, float(big), big - 1.0)
print(2 ** 53 + 1 == 2.0 ** 53, 2 ** 53 == 2.0 ** 53, 2 ** 70 == float(2 ** 70))
print(10 ** 20 < 1e20 + 1, 10 ** 400 > 1e308, 10 ** 400 < float("inf"), -10 ** 400 < float("-inf"))
print(int(1e20), int(1e25), int(-1.5e30), round(1e25), round(2.5e20))
print(int(float(2 ** 100)) == 2 ** 100)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    10 ** 400 + 1.0
except OverflowError as e:
    print("OverflowError:", e)
print(hash(2 ** 70) == hash(float(2 ** 70)), hash(2 ** 61 - 1), hash(-(2 ** 64)))

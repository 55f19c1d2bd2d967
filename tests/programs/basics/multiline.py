total = (1 +
         2 +
         3)
items = [
    1,
    2,
    3,
]
d = {
    "a": 1,
    "b": 2,
}
def f(a,
      b):
    return a + b
print(total, items, d, f(1,
                          2))
x = 1 + \
    2
print(x)
if (x > 1 and
        x < 10):
    print("in range")

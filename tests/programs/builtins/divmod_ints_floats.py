# divmod for ints and floats, all sign combinations, and its errors
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (6, 3), (1, 7), (True, 2)]:
    q, r = divmod(a, b)
    print(a, b, (q, r), q * b + r == a)
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2.0), (1, 0.3), (0.0, 1), (-0.0, 1), (5, 2.5), (1e10, 3)]:
    print(a, b, divmod(a, b))
print(divmod(-1, 3), divmod(1, -3), divmod(-1.0, 3))
for a, b in [(1, 0), (1.0, 0), (1, 0.0), (0, 0.0)]:
    try:
        divmod(a, b)
    except ZeroDivisionError as e:
        print(a, b, type(e).__name__, e)
for a, b in [("a", 1), (1, "a"), ([1], 2), (None, None)]:
    try:
        divmod(a, b)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    divmod(1)
except TypeError as e:
    print(type(e).__name__, e)
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __divmod__(self, other):
        return ("divmod", self.cents, other)
    def __rdivmod__(self, other):
        return ("rdivmod", other, self.cents)
print(divmod(Money(5), 2), divmod(3, Money(7)))

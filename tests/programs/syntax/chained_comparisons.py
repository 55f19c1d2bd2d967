# Chained comparisons evaluate each operand once and stop at the first false link.
def v(x, label):
    print("eval", label)
    return x


print(v(1, "a") < v(2, "b") < v(3, "c"))
print(v(1, "a") < v(0, "b") < v(3, "c"))
print(1 < 2 > 0 != 1 == 1.0, 1 == 1 in [1], (1 == 1) in [True])
x = 5
print(0 <= x < 10, 0 <= x < 3, 3 < x <= 5, "a" < "b" < "c" >= "c")
one = 1
print(one is not None is not False, None is None is None)
print([i for i in range(10) if 2 < i < 6 != i])
print(1 < 2 < 3 < 4 < 5 < 4)
print(not 1 < 2, (not 1) < 2, -1 < -0.5 < 0 < 0.5)
a = b = c = [1]
print(a is b is c, a == b == [1] != [2])


class Loud:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        print(f"{self.n} < {other.n}")
        return self.n < other.n

    def __bool__(self):
        raise AssertionError("not called for a plain comparison result")


print(Loud(1) < Loud(2) < Loud(3) < Loud(0))
print("yes" if 1 < 2 else "no" if 2 < 3 else "never")
print(1 if False else 2 if False else 3)
y = 1 if x > 3 else -1
print(y, (lambda n: "big" if n > 3 else "small")(x))

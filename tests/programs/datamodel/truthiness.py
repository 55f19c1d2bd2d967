# __bool__ wins over __len__; __len__ is used when there is no __bool__.
class Both:
    def __bool__(self):
        print("__bool__")
        return False

    def __len__(self):
        print("__len__")
        return 5


class OnlyLen:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Neither:
    pass


print(bool(Both()), bool(OnlyLen(0)), bool(OnlyLen(2)), bool(Neither()))
print("yes" if OnlyLen(3) else "no", not OnlyLen(0))
print([x for x in (OnlyLen(0), OnlyLen(1), OnlyLen(2)) if x].__len__())
print(OnlyLen(0) or "fallback", OnlyLen(1) and "second")


class BadBool:
    def __bool__(self):
        return 1


try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)


class NegLen:
    def __len__(self):
        return -1


try:
    bool(NegLen())
except ValueError as e:
    print("ValueError:", e)
try:
    len(NegLen())
except ValueError as e:
    print("ValueError:", e)


class FloatLen:
    def __len__(self):
        return 2.0


try:
    len(FloatLen())
except TypeError as e:
    print("TypeError:", e)
i = 0
while OnlyLen(3 - i):
    i += 1
print("loops", i)

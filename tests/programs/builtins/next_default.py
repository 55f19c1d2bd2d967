# next(it) and next(it, default)
it = iter([1, 2])
print(next(it), next(it), next(it, "default"), next(it, None))
g = (x * x for x in range(3))
print(next(g), next(g), next(g), next(g, -1))
d = iter({"a": 1})
print(next(d), next(d, "end"))
e = iter("")
print(next(e, "empty"))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n
c = Countdown(2)
print(next(c), next(c), next(c, "stop"))
try:
    next(iter([]))
except StopIteration as ex:
    print("StopIteration", repr(ex))
for bad in [[1, 2], 5, "abc"]:
    try:
        next(bad)
    except TypeError as ex:
        print(type(ex).__name__, ex)
try:
    next()
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    next(iter([]), 1, 2)
except TypeError as ex:
    print(type(ex).__name__, ex)

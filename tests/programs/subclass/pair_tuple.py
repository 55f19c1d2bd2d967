# A pair made through tuple.__new__, with properties for its parts.
class Pair(tuple):
    def __new__(cls, first, second):
        return super().__new__(cls, (first, second))

    @property
    def first(self):
        return self[0]

    @property
    def second(self):
        return self[1]

    def swapped(self):
        return Pair(self.second, self.first)


p = Pair("key", 42)
print(p, p.first, p.second, p.swapped(), type(p.swapped()).__name__)
print(p + ("extra",), type(p + ("extra",)).__name__, p[::-1], type(p[::-1]).__name__, p * 2)
name, value = p
print(name, value, dict([p, Pair("other", 1)]), sorted([Pair(2, "b"), Pair(1, "a")]))
q = tuple.__new__(Pair, ["made", "directly"])
print(q, type(q).__name__, q.first)
try:
    Pair(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    p.first = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    tuple.__new__(dict, [1])
except TypeError as e:
    print(type(e).__name__, e)

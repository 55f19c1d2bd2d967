# A class that behaves like a read-only sequence through the data model alone.
class Window:
    def __init__(self, data, start, stop):
        self.data, self.start, self.stop = data, start, stop

    def __len__(self):
        return max(0, self.stop - self.start)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("window index out of range")
        return self.data[self.start + i]

    def __contains__(self, value):
        print("contains", value)
        return any(v == value for v in self)

    def __repr__(self):
        return f"Window({self.start}:{self.stop})"


w = Window(list(range(10, 20)), 2, 6)
print(len(w), w[0], w[-1], w[1:3], w[::-1])
print(list(w), 13 in w, 99 in w)
print(sorted(w, reverse=True), sum(w), max(w))
print(bool(w), bool(Window([], 0, 0)))
a, b, *rest = w
print(a, b, rest)
print(list(reversed(w)))
print(dict(enumerate(w)))
try:
    w[10]
except IndexError as e:
    print("IndexError:", e)


class NoLen:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * i


print(list(NoLen()), 4 in NoLen(), 5 in NoLen())
try:
    len(NoLen())
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(NoLen())
except TypeError as e:
    print("TypeError:", e)

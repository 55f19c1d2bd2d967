class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __setitem__(self, i, v):
        self.xs[i] = v
    def __iter__(self):
        return iter(self.xs)
    def __contains__(self, v):
        return v in self.xs
    def __mul__(self, k):
        return Vec(*[x * k for x in self.xs])
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(*[-x for x in self.xs])
    def __bool__(self):
        return any(self.xs)
    def __call__(self, i):
        return self.xs[i] * 100
    def __str__(self):
        return "Vec" + str(tuple(self.xs))
    def __repr__(self):
        return "Vec(...)"
v = Vec(1, 2, 3)
print(len(v), v[0], v[-1], 2 in v, list(v), str(v * 2), str(3 * v), str(-v), bool(v), bool(Vec(0)), v(1))
v[0] = 10
print(v, [v], f"{v}", sum(v), max(v))
for x in v:
    print(x, end=" ")
print()
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(4)))

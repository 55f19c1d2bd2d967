# A matrix as a list of rows: printing, transposing and multiplying.
class Matrix(list):
    def __init__(self, rows):
        super().__init__([list(r) for r in rows])

    @property
    def shape(self):
        return (len(self), len(self[0]) if self else 0)

    def transpose(self):
        return Matrix(zip(*self))

    def __matmul__(self, other):
        cols = other.transpose()
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self])

    def __mul__(self, k):
        return Matrix([[x * k for x in row] for row in self])

    def __str__(self):
        width = max(len(str(x)) for row in self for x in row)
        return "\n".join(" ".join(str(x).rjust(width) for x in row) for row in self)


m = Matrix([[1, 2], [3, 4]])
print(m)
print(m.shape, m.transpose(), repr(m @ m), m * 10 == [[10, 20], [30, 40]])
print(m @ Matrix([[1], [1]]))
print(type(m @ m).__name__, type(m[0]).__name__, m[1][0], len(m), Matrix([]).shape)
print(m + [[5, 6]], type(m + [[5, 6]]).__name__)

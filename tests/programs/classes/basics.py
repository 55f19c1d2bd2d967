class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x ** 2 + self.y ** 2
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __eq__(self, other):
        return isinstance(other, Point) and self.x == other.x and self.y == other.y
    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)
    def __lt__(self, other):
        return self.norm2() < other.norm2()
p = Point(3, 4)
q = Point(1, 1)
print(p, p.norm2(), p.dims, Point.dims, p + q, p == Point(3, 4), p != q, q < p, sorted([p, q]))
p.z = 10
print(p.z, hasattr(p, "z"), hasattr(p, "w"), getattr(p, "w", "missing"))
setattr(p, "w", 1)
print(p.w, isinstance(p, Point), isinstance(p, object), type(p).__name__)
print(str(p), [p], {"k": p})

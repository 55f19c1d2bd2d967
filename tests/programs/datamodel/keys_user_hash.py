# Dicts and sets key instances by their class's __hash__ and __eq__.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


seen = {Point(1, 2), Point(1, 2), Point(3, 4)}
print(len(seen), Point(1, 2) in seen, Point(9, 9) in seen)
cost = {Point(0, 0): "origin"}
cost[Point(0, 0)] = "still origin"
print(cost, cost[Point(0, 0)], cost.get(Point(5, 5), "none"))
seen.discard(Point(3, 4))
print(sorted(seen, key=lambda p: p.x))
del cost[Point(0, 0)]
print(cost)
print({(Point(1, 1), 2): "tuple key"}[(Point(1, 1), 2)])
print(len(set([Point(i % 3, 0) for i in range(10)])))
print(len({Point(1, 0): 1, Point(1, 0): 2, Point(2, 0): 3}))

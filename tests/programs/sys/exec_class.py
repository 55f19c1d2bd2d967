code = '''
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)

origin = Point(0, 0)
'''
ns = {}
exec(code, ns)
Point = ns["Point"]
p = Point(1, 2).moved(3, 4)
print(p)
print(ns["origin"])
print(Point.__name__, type(p).__name__)

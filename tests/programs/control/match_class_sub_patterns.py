from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

class Circle:
    __match_args__ = ("center", "r")
    def __init__(self, center, r):
        self.center, self.r = center, r

def describe(shape):
    match shape:
        case Point(x=0, y=0):
            return "origin"
        case Point(0, y) | Point(y, 0) if y > 10:
            return f"far on axis {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "point"
        case Circle(Point(x, y), r=1):
            return f"unit circle at {x},{y}"
        case Circle(_, r) if r > 5:
            return "big circle"
        case {"type": "rect", "w": w, "h": h, **rest}:
            return f"rect {w}x{h} extra={rest}"
        case {"type": str(kind)}:
            return f"other {kind}"
        case [int(a), *middle, int(b)] if not middle:
            return f"pair {a},{b}"
        case [first, *rest]:
            return f"seq first={first} rest={rest}"
        case (1 | 2 | 3) as small:
            return f"small {small}"
        case str() as s if s.isdigit():
            return f"digits {s}"
        case bool(b):
            return f"bool {b}"
        case None:
            return "none"
        case float() | int():
            return "number"
        case _:
            return "unknown"

for s in [Point(0, 0), Point(0, 20), Point(30, 0), Point(2, 2), Point(1, 2), Circle(Point(1, 2), 1),
          Circle(None, 9), Circle(None, 2), {"type": "rect", "w": 2, "h": 3, "c": 1}, {"type": "tri"},
          {"type": 5}, [1, 2], [1, 2, 3], (4, "a"), [], 2, "123", "abc", True, None, 2.5, 7, {1, 2}]:
    print(describe(s))

match [1, [2, 3]]:
    case [a, [b, c]]:
        print(a, b, c)
match {"a": 1}:
    case {"a": 1, "b": 2}:
        print("no")
    case {}:
        print("empty mapping pattern matches any mapping")

class P:
    __match_args__ = ("a",)
    def __init__(self):
        self.a = 1
try:
    match P():
        case P(x, y):
            pass
except TypeError as e:
    print(e)
try:
    match 5:
        case int(x, y):
            pass
except TypeError as e:
    print(e)
try:
    match Point(1, 2):
        case Point(1, x=1):
            pass
except TypeError as e:
    print(e)
match 5:
    case int(5):
        print("self match")
class Q:
    __match_args__ = ("a", "b")
    a = 1
try:
    match Q():
        case Q(1, 2):
            print("no")
        case _:
            print("missing attribute fails the match")
except TypeError as e:
    print(e)

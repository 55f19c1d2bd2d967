def describe(x):
    match x:
        case 0 | 1:
            return "small int"
        case int(n) if n < 0:
            return f"negative {n}"
        case int():
            return "int"
        case "hello" | "hi" as greeting:
            return f"greeting {greeting}"
        case str(s):
            return f"str {s!r}"
        case []:
            return "empty list"
        case [first, *rest]:
            return f"first={first} rest={rest}"
        case (a, b):
            return f"pair {a},{b}"
        case {"action": "move", "x": x1, **others}:
            return f"move to {x1} with {others}"
        case {"action": action}:
            return f"action {action}"
        case None:
            return "none"
        case True:
            return "true"
        case _:
            return "something else"

for value in [0, 1, -5, 7, "hi", "other", [], [1, 2, 3], (4, 5), {"action": "move", "x": 3, "speed": 2},
              {"action": "stop"}, None, True, 2.5, (1, 2, 3), range(2)]:
    print(repr(value), "->", describe(value))

class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis at {yy}"
        case Point(xx, 0):
            return f"on x axis at {xx}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"
for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 7), "x"]:
    print(where(p))

from dataclasses import dataclass
@dataclass
class Move:
    dx: int
    dy: int = 0
match Move(1, 2):
    case Move(dx, dy=d):
        print("move", dx, d)

command = "go north"
match command.split():
    case ["go", direction]:
        print("going", direction)
    case ["quit"]:
        print("bye")

match = 5
case = match + 1
print(match, case)
def match_fn(match):
    return match * 2
print(match_fn(3))
class Color:
    RED = 1
    GREEN = 2
match 2:
    case Color.RED:
        print("red")
    case Color.GREEN:
        print("green")
try:
    match Point(1, 2):
        case Point(1, 2, 3):
            pass
except TypeError as e:
    print(e)

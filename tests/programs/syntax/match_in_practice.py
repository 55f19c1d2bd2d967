# match as a command dispatcher and a shape checker.
from dataclasses import dataclass


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Circle:
    center: Point
    radius: float


def describe(shape):
    match shape:
        case Circle(Point(0, 0), r) if r > 0:
            return f"circle at origin, r={r}"
        case Circle(center=Point(x=x, y=y), radius=r):
            return f"circle at ({x}, {y}), r={r}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y) if x == y:
            return f"diagonal point {x}"
        case Point():
            return "some point"
        case [Point() as p, *others]:
            return f"{1 + len(others)} shapes starting at {p}"
        case {"type": "square", "side": side, **rest}:
            return f"square {side} with {sorted(rest)}"
        case str() | bytes() as text:
            return f"text {text!r}"
        case int(n) | float(n) if n < 0:
            return "negative number"
        case None:
            return "nothing"
        case _:
            return f"unknown {type(shape).__name__}"


shapes = [Circle(Point(0, 0), 2), Circle(Point(1, 2), 3), Point(0, 0), Point(2, 2), Point(1, 5),
          [Point(1, 1), Point(2, 2)], {"type": "square", "side": 4, "color": "red"}, "hello", b"x",
          -3, -1.5, None, 7, (1, 2)]
for s in shapes:
    print(describe(s))


def command(line):
    match line.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["take", item, *_] if item != "nothing":
            return f"taking {item}"
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *args]:
            return f"unknown verb {verb} with {len(args)} args"
        case []:
            return "empty"


for line in ["go north", "go up", "take lamp now", "take nothing", "exit", ""]:
    print(repr(line), "->", command(line))

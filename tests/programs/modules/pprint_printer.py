import io
import pprint
import re

# PrettyPrinter objects, streams and the safe helpers
printer = pprint.PrettyPrinter(indent=2, width=30, compact=True)
printer.pprint({"numbers": list(range(20)), "word": "w"})
print(repr(printer.pformat(["a" * 10, "b" * 10, "c" * 10])))
buffer = io.StringIO()
pprint.pprint({"x": [1, 2, 3]}, stream=buffer)
print(repr(buffer.getvalue()))
pprint.PrettyPrinter(stream=buffer, width=10).pprint([1, 2, 3])
print(repr(buffer.getvalue()))

print(pprint.saferepr({"b": 1, "a": [2, 3]}), pprint.isreadable([1, "a", None]), pprint.isreadable(object()))
print(pprint.isrecursive([1, 2]), printer.isreadable({"a": 1}), printer.isrecursive((1,)))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Tagged(list):
    pass


class Shown(dict):
    def __repr__(self):
        return "Shown(...)"


pprint.pprint([Point(i, i * i) for i in range(8)], width=40)
pprint.pprint(Tagged(range(30)), width=40)
pprint.pprint(Shown(a=1), width=5)
print(pprint.isreadable(Point(1, 2)), pprint.isreadable(Tagged([1])))

# recursion: the marker names the type and its id, so the id is masked here
loop = [1, 2]
loop.append(loop)
cycle = {"self": None}
cycle["self"] = cycle


def masked(text):
    return re.sub(r"id=\d+", "id=N", text)


print(masked(pprint.pformat(loop)), masked(pprint.saferepr(cycle)))
print(pprint.isrecursive(loop), pprint.isreadable(loop), pprint.isrecursive(cycle))
print(masked(pprint.pformat([loop, loop, list(range(30))], width=40)))
shared = [1, 2]
print(pprint.pformat([shared, shared]), pprint.isrecursive([shared, shared]))

for kwargs in [{"indent": -1}, {"depth": 0}, {"width": 0}]:
    try:
        pprint.PrettyPrinter(**kwargs)
    except ValueError as e:
        print("ValueError:", e)

# dataclasses with their generated repr are broken field by field
from dataclasses import dataclass, field


@dataclass
class Run:
    name: str
    scores: list = field(default_factory=list)
    note: str = field(default="", repr=False)


@dataclass
class Plain:
    x: int

    def __repr__(self):
        return "Plain!" * 20


pprint.pprint(Run("first", list(range(25))), width=40)
pprint.pprint([Run("a"), Run("b", [1])], width=20)
pprint.pprint(Plain(1), width=10)

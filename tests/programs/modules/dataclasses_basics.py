from dataclasses import dataclass, field, fields, asdict, astuple, replace, FrozenInstanceError, is_dataclass
from typing import List

@dataclass
class Point:
    x: float
    y: float = 0.0

p = Point(1.5)
print(p, p == Point(1.5, 0.0), p != Point(2, 0), p.x, p.y)
print(Point(y=2, x=1), repr(Point(3, 4)))

@dataclass
class Inventory:
    name: str
    items: List[str] = field(default_factory=list)
    count: int = field(default=0, repr=False)

inv = Inventory("box")
inv.items.append("pen")
print(inv, Inventory("b").items, [f.name for f in fields(inv)])
print(asdict(inv), astuple(Point(1, 2)), replace(p, y=9))

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0

print(sorted([Version(2), Version(1, 5), Version(1)]), Version(1) < Version(1, 1), hash(Version(1, 2)) == hash(Version(1, 2)))
try:
    Version(1).major = 3
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print({Version(1): "v1"}[Version(1)], is_dataclass(p), is_dataclass(Point), is_dataclass(3))

@dataclass
class Child(Point):
    z: float = 1.0
    def norm(self):
        return (self.x ** 2 + self.y ** 2 + self.z ** 2) ** 0.5
print(Child(1, 2, 2), Child(1, 2, 2).norm())

@dataclass
class WithPost:
    a: int
    b: int = 0
    def __post_init__(self):
        self.total = self.a + self.b
print(WithPost(2, 3).total)

for args, kwargs in [((), {}), ((1, 2, 3), {}), ((1,), {"x": 2}), ((1,), {"q": 2})]:
    try:
        Point(*args, **kwargs)
    except TypeError as e:
        print(e)
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print(e)
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
except TypeError as e:
    print(e)
try:
    hash(Point(1, 2))
except TypeError as e:
    print(e)

from dataclasses import dataclass, field, fields, asdict, KW_ONLY
import dataclasses

@dataclass
class Config:
    name: str
    _: KW_ONLY
    lr: float = 0.01
    epochs: int = 10

c = Config("run", epochs=3)
print(c, [f.name for f in fields(Config)])
try:
    Config("run", 0.1)
except TypeError as e:
    print(e)

@dataclass(eq=False)
class Node:
    value: int
    children: list = field(default_factory=list)
a, b = Node(1), Node(1)
print(a == b, a == a, hash(a) == hash(a))

@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str = field(default="x", compare=False)
print(hash(Key(1, "p")) == hash(Key(1, "q")), Key(1, "p") == Key(1, "q"))

@dataclass
class Nested:
    point: tuple
    nodes: list
print(asdict(Nested((1, 2), [Node(3)])))

@dataclass(repr=False)
class Quiet:
    v: int
print(repr(Quiet(1)).startswith("<__main__.Quiet object at 0x"))

@dataclass
class Custom:
    v: int
    def __repr__(self):
        return f"<Custom {self.v}>"
print(Custom(7), dataclasses.is_dataclass(Custom), Custom.__dataclass_fields__["v"].default is dataclasses.MISSING)
try:
    fields(5)
except TypeError as e:
    print(e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print(e)

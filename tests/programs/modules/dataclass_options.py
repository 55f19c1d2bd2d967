from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError, KW_ONLY, InitVar

@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    tags: list = field(default_factory=list, compare=False, repr=False)

vs = [Version(1, 2), Version(1, 0, ["x"]), Version(0, 9)]
print(sorted(vs), Version(1) == Version(1, 0, ["y"]), Version(1, 2) > Version(1, 1))

@dataclass(frozen=True)
class P:
    x: int
    y: int = 0
p = P(1)
try:
    p.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(hash(p) == hash(P(1, 0)), replace(p, y=9), asdict(p), astuple(p))

@dataclass(slots=True)
class S:
    a: int
    b: str = "b"
s = S(1)
print(s, S.__slots__, hasattr(s, "__dict__"))

@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
print(K(a=1))
try:
    K(1)
except TypeError as e:
    print(e)

@dataclass
class M:
    a: int
    _: KW_ONLY
    b: int = 0
    c: int = 1
print(M(1, c=5), [f.name for f in fields(M)])

@dataclass
class WithInit:
    x: int
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.x *= scale
print(WithInit(3, 4))

try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print(e)
@dataclass(eq=False)
class NoEq:
    a: int
print(NoEq(1) == NoEq(1), NoEq(1).__eq__(NoEq(1)))
@dataclass(repr=False)
class NoRepr:
    a: int
print(repr(NoRepr(1)).startswith("<__main__.NoRepr object at"))
print(Version.__match_args__)
try:
    Version(1) < P(1)
except TypeError as e:
    print(e)

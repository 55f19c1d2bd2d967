# dataclasses: InitVar parameters go to __post_init__ and are not fields;
# ClassVar annotations are not fields either.
from dataclasses import dataclass, field, fields, asdict, InitVar
from typing import ClassVar


@dataclass
class Account:
    owner: str
    opening: InitVar[float] = 0.0
    balance: float = field(init=False)
    bank: ClassVar[str] = "Tracebank"

    def __post_init__(self, opening):
        self.balance = opening * 2


a = Account("ann", 10.0)
print(a, a.balance, Account.bank, [f.name for f in fields(a)], asdict(a))
print(Account("bob"), Account.__match_args__, Account("x") == Account("x", 0.0))
print(InitVar[int], type(Account.__dataclass_fields__["opening"].type).__name__)


@dataclass
class Scaled:
    values: list
    factor: InitVar[int]

    def __post_init__(self, factor):
        self.values = [v * factor for v in self.values]


print(Scaled([1, 2], 3))
try:
    Scaled([1])
except TypeError as e:
    print(e)


@dataclass(slots=True)
class Pixel:
    x: int
    y: int = 0

    def moved(self, dx):
        return Pixel(self.x + dx, self.y)


p = Pixel(1)
print(p, p.moved(2), Pixel.__slots__, hasattr(p, "__dict__"), Pixel.__qualname__)
try:
    p.z = 1
except AttributeError as e:
    print(e)


@dataclass(frozen=True, slots=True)
class Frozen:
    a: int


print(Frozen(3), hash(Frozen(3)) == hash(Frozen(3)))

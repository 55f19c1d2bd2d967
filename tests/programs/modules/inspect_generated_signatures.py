# inspect.signature of classes whose __init__ or __new__ CPython generates:
# dataclasses (defaults, factories, keyword-only fields, InitVar, init=False)
# and namedtuples (collections' and typing's, with annotations).
import collections
import inspect
from dataclasses import InitVar, dataclass, field
from typing import NamedTuple


@dataclass
class Point:
    x: int
    y: float = 0.0
    tags: list = field(default_factory=list)


@dataclass(kw_only=True)
class Options:
    verbose: bool
    level: "int" = 1


@dataclass
class Account:
    owner: str
    opening: InitVar[float] = 0.0
    balance: float = field(default=0.0, init=False)
    note: str = field(default="", kw_only=True)


print(inspect.signature(Point))
print(inspect.signature(Options))
print(inspect.signature(Account))
print(inspect.signature(Point).parameters["tags"].default, inspect.signature(Point).bind(1).arguments)


class Pair(NamedTuple):
    left: int
    right: str = "r"


print(inspect.signature(Pair), inspect.signature(collections.namedtuple("Row", "a b", defaults=[2])))

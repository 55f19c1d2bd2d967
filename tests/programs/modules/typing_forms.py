# typing: the reprs, equality and get_origin/get_args of its forms, Union
# flattening, generic classes, NamedTuple, TypedDict, NewType, Protocol.
from typing import (Any, Callable, ClassVar, Deque, Dict, Final, FrozenSet, Generic, Iterable, List, Literal,
                    NamedTuple, NewType, Optional, Protocol, Sequence, Set, Tuple, Type, TypedDict, TypeVar, Union,
                    get_args, get_origin, get_type_hints, runtime_checkable, Annotated)
import typing

print(List, List[int], Dict[str, List[int]], Deque[float], Set[bytes], FrozenSet[str], Type[int])
print(Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., None], Iterable[Any])
print(Optional[int], Union[int, None], Union[int, str, None], Optional[Union[int, str]], Union[int], Union[int, int])
print(Literal["r", "w"], ClassVar[int], Final[str], Annotated[int, "unit"], Any, typing.Union, Optional)
print(List[int] == List[int], Union[int, str] == Union[str, int], Optional[int] == Union[None, int])
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_args(Callable[[int], str]), get_origin(Literal[1]), get_args(Annotated[int, "u"]), get_origin(int))
print(isinstance([], List), isinstance({}, Sequence), isinstance((), Sequence), issubclass(dict, typing.Mapping))
try:
    isinstance([], List[int])
except TypeError as error:
    print(error)
try:
    List[int]()
except TypeError as error:
    print(error)

T = TypeVar("T")
K = TypeVar("K", str, bytes)
B = TypeVar("B", bound=float, covariant=True)
print(T, K, B, K.__constraints__, B.__bound__, T.__name__)


class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item


print(Box[int], Box(3).item, Box[str]("s").item, Box.__parameters__, Box[int].__origin__ is Box)


class Point(NamedTuple):
    x: int
    y: int = 0

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p, p.norm1(), Point(1), Point._fields, Point._field_defaults, Point.__annotations__, Point.__mro__)
Pair = NamedTuple("Pair", [("left", str), ("right", str)])
print(Pair("a", "b"), Pair.__annotations__)
try:
    class Broken(NamedTuple):
        a: int = 1
        b: int
except TypeError as error:
    print(error)


class Movie(TypedDict, total=False):
    title: str
    year: int


m = Movie(title="Up", year=2009)
print(m, type(m), Movie.__total__, sorted(Movie.__optional_keys__), Movie.__annotations__)
UserId = NewType("UserId", int)
print(UserId(7), UserId, UserId.__supertype__)


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


class File:
    def close(self):
        pass


class Plain(Protocol):
    def run(self): ...


print(isinstance(File(), Closable), isinstance(3, Closable))
try:
    isinstance(File(), Plain)
except TypeError as error:
    print(error)
try:
    Closable()
except TypeError as error:
    print(error)


def scale(v: "float", factor: int = 2) -> Optional[float]:
    return v * factor


print(get_type_hints(scale), scale.__annotations__["return"])

# Annotations are evaluated and kept in __annotations__, never enforced.
from typing import Optional, List, Dict, Tuple, Union, Any


def scale(values: List[float], factor: float = 2.0) -> List[float]:
    return [v * factor for v in values]


print(scale([1, 2]), scale(["a"], 2))
print(scale.__annotations__)
count: int = 0
ratio: float
name: "str" = "model"
print(count, name, __annotations__)


class Config:
    lr: float = 0.01
    epochs: int = 10
    layers: List[int]
    callback: Optional[int] = None

    def update(self, **changes: Any) -> "Config":
        for key, value in changes.items():
            setattr(self, key, value)
        return self


c = Config().update(lr="not a float")
print(c.lr, Config.epochs, Config.__annotations__)
print(hasattr(Config, "layers"))


def annotated(a: int, *args: str, b: "Dict[str, int]" = {}, **kw: bool) -> None:
    pass


print(annotated.__annotations__)
point: Tuple[int, int] = (1, 2)
maybe: Union[int, None] = None
print(point, maybe)
lookup: Dict[str, int] = {}
lookup["x"]: int = 5
print(lookup)
try:
    undefined_name: int
    print(undefined_name)
except NameError as e:
    print("NameError:", e)

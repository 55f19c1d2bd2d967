from typing import List
x: int = 5
y: List[int]
print(__annotations__, x)
def f(a: int, b: "str" = "q", *args: float, c: bool = True, **kw: dict) -> None:
    pass
print(f.__annotations__, f.__defaults__, f.__kwdefaults__)
def g(): pass
print(g.__annotations__)
class C:
    name: str = "n"
    count: int
    def method(self) -> int:
        local: int = 3
        return local
print(C.__annotations__, C.name, C().method())
class D:
    pass
print(D.__annotations__)
class Obj:
    def __init__(self):
        self.v: int = 4
print(Obj().v)

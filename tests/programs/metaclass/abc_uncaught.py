# Instantiating an abstract class, uncaught: CPython's traceback and 3.11 wording.
from abc import ABC, abstractmethod


class Optimizer(ABC):
    @abstractmethod
    def step(self):
        ...

    @abstractmethod
    def zero_grad(self):
        ...


class Half(Optimizer):
    def step(self):
        pass


print("building")
opt = Half()
print("not reached")

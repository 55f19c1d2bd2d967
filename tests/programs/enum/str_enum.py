# StrEnum (3.11): members compare and format as their strings; auto() gives the lower-cased name.
from enum import StrEnum, auto


class Optimizer(StrEnum):
    SGD = auto()
    ADAM = auto()
    RMSPROP = "rms-prop"


print(Optimizer.ADAM, repr(Optimizer.ADAM), f"[{Optimizer.SGD:>8}]", Optimizer.RMSPROP.value)
print(Optimizer.ADAM == "adam", "sgd" == Optimizer.SGD, Optimizer("rms-prop"), Optimizer["SGD"])
print(Optimizer.ADAM.upper(), Optimizer.RMSPROP.split("-"), len(Optimizer.RMSPROP), "prop" in Optimizer.RMSPROP)
print(Optimizer.SGD + "-momentum", "use " + Optimizer.ADAM, sorted(Optimizer), Optimizer.ADAM < Optimizer.SGD)
print({"adam": 0.001}[Optimizer.ADAM], Optimizer.ADAM.startswith("ad"), Optimizer.SGD[0], str(Optimizer.SGD))
config = {"optimizer": Optimizer.ADAM}
print(config, "%s" % Optimizer.SGD, Optimizer.ADAM.name)

try:
    class Bad(StrEnum):
        ONE = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    Optimizer("lbfgs")
except ValueError as e:
    print(type(e).__name__, e)

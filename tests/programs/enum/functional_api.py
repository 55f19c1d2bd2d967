# The functional API: Enum('Name', names) with a string, a list, (name, value) pairs or a mapping.
from enum import Enum, IntEnum, Flag, StrEnum

Animal = Enum("Animal", "ANT BEE CAT DOG")
print(Animal, list(Animal), Animal.CAT.value, Animal.__module__, type(Animal).__name__)

Split = Enum("Split", "TRAIN, VALID, TEST", start=0)
print(list(Split), Split(2))

Http = IntEnum("Http", [("OK", 200), ("NOT_FOUND", 404)])
print(Http.OK, repr(Http.NOT_FOUND), Http.OK + 1)

Color = Enum("Color", {"RED": "#f00", "GREEN": "#0f0"})
print(list(Color), Color("#0f0"))

Perm = Flag("Perm", ["R", "W", "X"])
print(list(Perm), Perm.R | Perm.X, Perm.X.value)

Mode = StrEnum("Mode", ["TRAIN", "INFER"])
print(list(Mode), Mode.TRAIN == "train")

Empty = Enum("Empty", [])
print(list(Empty), len(Empty), bool(Empty))
try:
    Empty(1)
except TypeError as e:
    print(type(e).__name__, e)

Qual = Enum("Qual", "A B", qualname="Outer.Qual", module="models")
print(Qual.__qualname__, Qual.__module__, Qual.A)

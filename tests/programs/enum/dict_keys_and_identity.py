# Members are singletons: identity, equality, hashing in dicts and sets, pickling-free copies, ordering errors.
import copy
from enum import Enum


class Split(Enum):
    TRAIN = "train"
    VALID = "valid"
    TEST = "test"


sizes = {Split.TRAIN: 800, Split.VALID: 100, Split.TEST: 100}
print(sizes[Split("valid")], sum(sizes.values()), Split.TEST in sizes, "test" in sizes)
seen = {Split.TRAIN, Split.TRAIN, Split["TRAIN"], Split.TEST}
print(len(seen), sorted(seen, key=lambda s: s.value))
print(copy.copy(Split.TRAIN) is Split.TRAIN, copy.deepcopy([Split.TEST])[0] is Split.TEST)
print(Split.TRAIN == "train", Split.TRAIN.value == "train", Split.TRAIN != Split.TEST, hash(Split.TRAIN) == hash("TRAIN"))
print([s for s in Split if s is not Split.VALID], Split.TRAIN.__class__ is Split)
try:
    sorted(Split)
except TypeError as e:
    print(type(e).__name__, e)


class Other(Enum):
    TRAIN = "train"


print(Other.TRAIN == Split.TRAIN, Other.TRAIN.value == Split.TRAIN.value, isinstance(Other.TRAIN, Split))
print(Split.TRAIN in Split, Other.TRAIN in Split, Split.TRAIN.name in Split.__members__)

# A metaclass's __instancecheck__ and __subclasscheck__ decide isinstance() and issubclass() for its classes.
class DuckMeta(type):
    def __instancecheck__(cls, obj):
        return all(callable(getattr(obj, name, None)) for name in cls.required)

    def __subclasscheck__(cls, sub):
        return all(callable(getattr(sub, name, None)) for name in cls.required)


class Iterable(metaclass=DuckMeta):
    required = ("__iter__",)


class Trainable(metaclass=DuckMeta):
    required = ("fit", "predict")


class Model:
    def fit(self, x):
        return self

    def predict(self, x):
        return x


class Frozen:
    def predict(self, x):
        return x


class Bag:
    def __iter__(self):
        return iter([1, 2])


print(isinstance(Model(), Trainable), isinstance(Frozen(), Trainable), issubclass(Model, Trainable))
print(isinstance(Bag(), Iterable), isinstance(Model(), (Iterable, Trainable)), issubclass(Frozen, (Iterable, Trainable)))
print(isinstance(Trainable, DuckMeta), type(Trainable).__name__)


class Even(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, int) and obj % 2 == 0


class EvenNumber(metaclass=Even):
    pass


print([x for x in range(7) if isinstance(x, EvenNumber)], isinstance("2", EvenNumber))
print(type.__instancecheck__(EvenNumber, 4), type.__subclasscheck__(EvenNumber, EvenNumber))

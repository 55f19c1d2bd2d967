# A metaclass's __setattr__ and __delattr__ guard class attributes; __getattr__ answers names the class lacks.
class Constants(type):
    def __setattr__(cls, name, value):
        if name.isupper():
            raise AttributeError(f"cannot rebind constant {cls.__name__}.{name}")
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        raise AttributeError(f"cannot delete {name!r} from {cls.__name__}")

    def __getattr__(cls, name):
        if name.startswith("DEFAULT_"):
            return getattr(cls, name[len("DEFAULT_"):])
        raise AttributeError(f"{cls.__name__} has no constant {name}")


class Hyper(metaclass=Constants):
    LEARNING_RATE = 0.001
    BATCH = 32


print(Hyper.LEARNING_RATE, Hyper.DEFAULT_BATCH)
Hyper.note = "tuned"
print(Hyper.note, "note" in Hyper.__dict__)
for action in (lambda: setattr(Hyper, "BATCH", 64), lambda: delattr(Hyper, "note"), lambda: Hyper.EPOCHS,
               lambda: Hyper.DEFAULT_EPOCHS):
    try:
        action()
    except AttributeError as e:
        print(type(e).__name__, e)
print(Hyper.BATCH, getattr(Hyper, "MISSING", "fallback"), hasattr(Hyper, "DEFAULT_LEARNING_RATE"))


class Counter(type):
    @property
    def count(cls):
        return cls._count

    @count.setter
    def count(cls, value):
        if value < 0:
            raise ValueError("count must be >= 0")
        cls._count = value


class Clicks(metaclass=Counter):
    _count = 0


Clicks.count = 5
Clicks.count += 1
print(Clicks.count, Clicks._count)
try:
    Clicks.count = -1
except ValueError as e:
    print(type(e).__name__, e)
try:
    Clicks().count
except AttributeError as e:
    print(type(e).__name__, e)

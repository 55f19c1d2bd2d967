# Decorators with arguments on functions and classes, stacked, as frameworks write them.
import functools

registry = {}


def register(name=None, *, tags=()):
    def decorate(obj):
        key = name or obj.__name__
        registry[key] = (obj, tuple(tags))
        return obj
    return decorate


def repeat(times):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return decorate


def add_method(name, value):
    def decorate(cls):
        setattr(cls, name, lambda self: value)
        return cls
    return decorate


@register("model", tags=["ml"])
@add_method("kind", "regressor")
@add_method("version", 2)
class LinearModel:
    """A linear model."""

    def __init__(self, w=1.0):
        self.w = w


@register()
@repeat(3)
def greet(who="world"):
    """Says hello."""
    return f"hello {who}"


print(sorted(registry))
cls, tags = registry["model"]
m = cls(0.5)
print(cls.__name__, cls.__doc__, tags, m.kind(), m.version(), m.w)
print(greet(), greet("you"), greet.__name__, greet.__doc__, greet.__wrapped__("x"))
print(registry["greet"][0] is greet)


def counted(cls):
    original_init = cls.__init__
    cls.instances = 0

    def __init__(self, *args, **kwargs):
        cls.instances += 1
        original_init(self, *args, **kwargs)

    cls.__init__ = __init__
    return cls


@counted
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


points = [Point(i, i) for i in range(4)]
print(Point.instances, points[-1].x)
decorators = [repeat(2), repeat(2)]


@decorators[0]
def twice():
    return 1


print(twice())


@(lambda f: f())
def evaluated_now():
    return "ran at definition"


print(evaluated_now)

# inspect: signatures of functions, methods and classes (parameters, kinds,
# defaults, annotations, binding arguments) and the kinds of objects.
import inspect


def plot(x, y: float, color="red", *series, width: int = 2, **style) -> None:
    """Plot points.

    Extra series follow.
    """


sig = inspect.signature(plot)
print(sig)
print(repr(sig.parameters["y"]), str(sig.parameters["width"]))
for name, param in sig.parameters.items():
    print(name, param.kind, param.kind.description, param.default is param.empty, param.annotation)
print(sig.return_annotation, sig.parameters["color"].default)

bound = sig.bind(1, 2.5, "blue", [1], width=3, alpha=0.5)
print(bound.arguments)
print(bound.args, bound.kwargs)
partial = sig.bind_partial(1)
partial.apply_defaults()
print(partial)
for args, kwargs in [((), {}), ((1, 2), {"y": 3}), ((1, 2), {"x": 3})]:
    try:
        sig.bind(*args, **kwargs)
    except TypeError as error:
        print(error)


def only(a, b, /, c, *, d):
    pass


print(inspect.signature(only))
try:
    inspect.signature(only).bind(a=1, b=2, c=3, d=4)
except TypeError as error:
    print(error)


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner

    def deposit(self, amount, *, note=""):
        pass

    @classmethod
    def open(cls, owner):
        return cls(owner)

    @staticmethod
    def rate(year):
        return 0.01


print(inspect.signature(Account), inspect.signature(Account.deposit))
print(inspect.signature(Account("ann").deposit), inspect.signature(Account.open), inspect.signature(Account.rate))
print(inspect.signature(lambda *args, **kwargs: None))
print(inspect.getdoc(plot))
print(inspect.isfunction(plot), inspect.ismethod(Account("b").deposit), inspect.isclass(Account))
print(inspect.isgeneratorfunction(plot), inspect.isgeneratorfunction(lambda: (yield)))
print(inspect.isbuiltin(len), inspect.isroutine(len), inspect.ismodule(inspect))
print(inspect.getfullargspec(plot))
print(inspect.cleandoc("  first\n      indented\n    less\n"))
print([name for name, _ in inspect.getmembers(Account, inspect.isfunction)])
print(inspect.Parameter("size", inspect.Parameter.KEYWORD_ONLY, default=3))
new = sig.replace(parameters=list(sig.parameters.values())[:2], return_annotation=int)
print(new, new == sig)
print(inspect.signature(lambda a, b=1, *c, d, **e: 0).parameters)

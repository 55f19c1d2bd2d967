# ExceptionGroup and BaseExceptionGroup: construction, message and
# exceptions, split/subgroup/derive, and CPython's checks.
eg = ExceptionGroup("many", [ValueError(1), TypeError("t"), ExceptionGroup("inner", [KeyError("k"), ValueError(2)])])
print(eg, repr(eg), eg.message, eg.exceptions)
print(type(eg).__mro__[1:], isinstance(eg, Exception), issubclass(ExceptionGroup, BaseExceptionGroup))
print(type(BaseExceptionGroup("b", [ValueError()])).__name__, type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__)
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
print(repr(eg.subgroup(KeyError)), eg.subgroup(OSError), eg.subgroup(Exception) is eg)
print(repr(eg.subgroup(lambda e: isinstance(e, ValueError) and e.args[0] == 2)))
print(repr(eg.split((TypeError, KeyError))[0]))
print(repr(eg.derive([OSError("o")])), str(ExceptionGroup("one", [OSError()])))
for args in [(1, [ValueError()]), ("m", []), ("m", ValueError()), ("m", [1]), ("m", {ValueError()})]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as e:
    print(e)
try:
    eg.split(42)
except TypeError as e:
    print(e)
class Problems(ExceptionGroup):
    def derive(self, excs):
        return Problems(self.message, excs)
p = Problems("p", [ValueError(1), KeyError(2)])
print(repr(p.subgroup(KeyError)), type(p.split(ValueError)[1]).__name__)
e = ValueError("with notes")
e.add_note("first")
e.add_note("second\nline")
print(e.__notes__)
for bad in [5, None]:
    try:
        e.add_note(bad)
    except TypeError as err:
        print(err)
try:
    raise ExceptionGroup("caught", [ValueError("v")])
except ExceptionGroup as caught:
    print("caught", caught.exceptions)

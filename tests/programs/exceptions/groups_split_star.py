def risky():
    raise ExceptionGroup("many", [ValueError("v1"), TypeError("t1"), ValueError("v2"), KeyError("k")])
try:
    risky()
except* ValueError as eg:
    print("values", eg.exceptions, repr(eg))
except* TypeError as eg:
    print("types", [str(e) for e in eg.exceptions])
except* LookupError as eg:
    print("lookup", eg.message, eg.exceptions)
eg = ExceptionGroup("g", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
print(repr(eg.subgroup(lambda e: isinstance(e, TypeError))))
print(eg.derive([KeyError()]), type(BaseExceptionGroup("x", [KeyboardInterrupt()])).__name__,
      type(BaseExceptionGroup("x", [ValueError()])).__name__)
try:
    ExceptionGroup("x", [])
except ValueError as e:
    print(e)
try:
    ExceptionGroup("x", [1])
except ValueError as e:
    print(e)
try:
    try:
        raise ValueError("plain")
    except* ValueError as eg:
        print("wrapped:", repr(eg))
        raise
except ExceptionGroup as e:
    print("reraised", repr(e))
except ValueError as e:
    print("plain reraised", repr(e))
e = ValueError("base")
e.add_note("first note")
e.add_note("second")
print(e.__notes__)
try:
    e.add_note(5)
except TypeError as err:
    print(err)

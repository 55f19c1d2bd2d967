# except*: each handler runs once with its part of the group; what is left
# goes on; a lone exception is matched as a group of one.
def trial(exc):
    try:
        try:
            raise exc
        except* ValueError as e:
            print("  ValueError part:", repr(e))
        except* (TypeError, KeyError) as e:
            print("  Type/Key part:", repr(e))
        else:
            print("  no exception")
        print("  after the try")
    except BaseException as left:
        print("  left over:", repr(left))


for exc in [ExceptionGroup("g", [ValueError(1), TypeError(2)]), ExceptionGroup("g", [OSError(3), ValueError(4)]),
            ValueError("alone"), OSError("unmatched"),
            ExceptionGroup("outer", [ExceptionGroup("inner", [KeyError("k"), OSError("o")]), ValueError(5)])]:
    print(repr(exc))
    trial(exc)

try:
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise RuntimeError("in handler")
    except* TypeError:
        raise
except ExceptionGroup as e:
    print(repr(e), repr(e.exceptions[0].__context__))

try:
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ExceptionGroup:
        pass
except TypeError as e:
    print(e)
try:
    raise ExceptionGroup("g", [ValueError(1), ValueError(2)])
except* ValueError as e:
    print("each handler once:", e.exceptions)

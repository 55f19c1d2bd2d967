def parse(s):
    try:
        return int(s)
    except ValueError:
        print("logging failure for", repr(s))
        raise
try:
    parse("x1")
except ValueError as e:
    print("re-raised:", e)
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print(e, "cause:", repr(e.__cause__))
try:
    try:
        {}["a"]
    except KeyError:
        raise ValueError("during")
except ValueError as e:
    print(e, "context:", repr(e.__context__))
try:
    raise ValueError("no cause") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__ if False else "suppressed")

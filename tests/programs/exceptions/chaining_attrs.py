# __cause__, __context__ and __suppress_context__ as raise and except set them.
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise RuntimeError("bad config value") from e


try:
    parse("x")
except RuntimeError as e:
    print(type(e.__cause__).__name__, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("while handling")
except KeyError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

try:
    try:
        [][0]
    except IndexError:
        raise ValueError("hidden context") from None
except ValueError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

err = TypeError("made by hand")
print(err.__cause__, err.__context__, err.__suppress_context__, err.args)
err.__cause__ = ValueError("set later")
print(err.__suppress_context__, repr(err.__cause__))
try:
    raise err
except TypeError as e:
    print(e is err, repr(e.__cause__))
try:
    raise IndexError from ValueError
except IndexError as e:
    print(repr(e), repr(e.__cause__))
try:
    raise IndexError("x") from 5
except TypeError as e:
    print("TypeError:", e)
e1 = OSError(2, "No such file")
print(e1.errno, e1.strerror, e1.args, str(e1))


class AppError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


try:
    try:
        raise AppError(404, "not found")
    except AppError as inner:
        print(inner.code, inner.args, str(inner))
        raise
except Exception as outer:
    print(type(outer).__name__, outer.code, outer.__context__)

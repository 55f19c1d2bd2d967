# Notes through the traceback module (one line per piece), and except* in a
# generator's try.
import traceback
e = ValueError("bad value")
e.add_note("first note")
e.add_note("two\nlines")
print(traceback.format_exception_only(e))
try:
    raise TypeError("typed")
except TypeError as err:
    err.add_note("while testing")
    print(traceback.format_exception(err)[-2:])


def worker():
    while True:
        try:
            item = yield
            print("got", item)
        except* ValueError as group:
            print("worker caught", repr(group))
        except* KeyError as group:
            print("worker caught keys", group.exceptions)


w = worker()
next(w)
w.send(1)
w.throw(ValueError("thrown in"))
w.throw(ExceptionGroup("both", [KeyError("k"), ValueError("v")]))
w.send(2)
try:
    w.throw(OSError("not handled"))
except OSError as left:
    print("left the generator:", repr(left))

# traceback (print_exc with limits, format_exc, format_exception, format_tb),
# sys.exc_info / sys.exception, exception __traceback__ objects, contextlib
# (contextmanager as the tf.function guide's assert_raises helper uses it,
# suppress, nullcontext, ExitStack, a context manager as a decorator) and timeit.
import sys
import traceback
import contextlib


@contextlib.contextmanager
def assert_raises(error_class):
    try:
        yield
    except error_class as e:
        print('Caught expected exception \n  {}:'.format(error_class))
        traceback.print_exc(limit=2)
    except Exception as e:
        raise e
    else:
        raise Exception('Expected {} to be raised but no error was raised!'.format(error_class))


def inner(x):
    return x["key"] + 1


def outer(x):
    return inner(x) * 2


with assert_raises(KeyError):
    outer({})

with assert_raises(TypeError):
    outer({"key": "a"})

try:
    with assert_raises(KeyError):
        pass
except Exception as e:
    print("no error:", e)

try:
    outer([])
except TypeError as e:
    tb = e.__traceback__
    names = []
    while tb is not None:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)
    print(sys.exc_info()[0].__name__, sys.exception() is e)
    print(traceback.format_exc().splitlines()[-1])
    print(len(traceback.format_exception(e)), traceback.format_exception_only(e))
    print("".join(traceback.format_tb(e.__traceback__, limit=-1)), end="")
    traceback.print_exc(limit=-2, file=sys.stdout)
print(sys.exc_info(), sys.exception())
print(traceback.format_exc(), end="")

with contextlib.suppress(ZeroDivisionError):
    1 / 0
print("suppressed")
with contextlib.nullcontext(5) as five:
    print(five)


@contextlib.contextmanager
def tag(name):
    print("<" + name + ">")
    yield name.upper()
    print("</" + name + ">")


with tag("b") as t:
    print(t)


@tag("p")
def para():
    print("text")


para()

with contextlib.ExitStack() as stack:
    for n in ("x", "y"):
        stack.enter_context(tag(n))
    stack.callback(print, "callback")
    print("body")

try:
    with tag("q"):
        raise ValueError("inside")
except ValueError as e:
    print("propagated", e, [f.name for f in []])
    traceback.print_exc()

import timeit
print(timeit.timeit(lambda: None, number=10) >= 0, len(timeit.repeat("x = 1", number=5, repeat=3)))
print(timeit.timeit("y = 2 * 3", setup="z = 1", number=100) > 0)

# traceback's summaries: extract_tb and extract_stack as FrameSummary lists,
# format_list/print_list/print_stack, StackSummary.from_list, walk_tb, and
# TracebackException with its chain.
import sys
import traceback


def inner(n):
    return 10 // n


def outer(n):
    return inner(n - 1) + 1


try:
    outer(1)
except ZeroDivisionError as e:
    tb = e.__traceback__
    frames = traceback.extract_tb(tb)
    print(type(frames).__name__, len(frames))
    for f in frames:
        print(repr(f), f.filename, f.lineno, f.name, repr(f.line), len(f), tuple(f))
    print(frames[0] == (frames[0].filename, 17, "<module>", "outer(1)"), frames[-1][2])
    print("".join(traceback.format_list(frames)), end="")
    print(traceback.extract_tb(tb, limit=1)[0].name, [f.name for f in traceback.extract_tb(tb, -1)])
    print([(frame.f_code.co_name, lineno) for frame, lineno in traceback.walk_tb(tb)])
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, str(te), len(te.stack), te.__cause__, te.__context__)
    print("".join(te.format()), end="")
    print(list(te.format_exception_only()))

summary = traceback.StackSummary.from_list([("a.py", 1, "f", "x = 1"), ("b.py", 2, "g", None)])
print(summary.format())
traceback.print_list([("c.py", 3, "h", "  y()  ")], file=sys.stdout)
fs = traceback.FrameSummary("d.py", 4, "k", line="z = 2", locals={"z": 2})
print(fs.locals, fs.line, traceback.StackSummary.from_list([fs]).format())


def deep(level):
    if level == 0:
        traceback.print_stack(file=sys.stdout)
        return traceback.extract_stack()
    return deep(level - 1)


stack = deep(2)
print([(f.name, f.lineno) for f in stack], stack[-1].line)
print([f.name for f in traceback.extract_stack(limit=1)], "".join(traceback.format_stack(limit=1)), end="")


def recurse(n):
    if n == 0:
        raise ValueError("bottom")
    recurse(n - 1)


try:
    recurse(6)
except ValueError as e:
    print("".join(traceback.format_list(traceback.extract_tb(e.__traceback__))), end="")

try:
    try:
        {}["key"]
    except KeyError as first:
        raise RuntimeError("while handling") from first
except RuntimeError as e:
    te = traceback.TracebackException.from_exception(e)
    print(te.__cause__.exc_type.__name__, str(te.__cause__), te.__suppress_context__)
    te.print(file=sys.stdout)
try:
    traceback.print_last()
except ValueError as e:
    print(e)

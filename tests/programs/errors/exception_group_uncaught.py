# An uncaught exception group: CPython's boxed traceback, numbered
# sub-exceptions, nested groups, notes and chained exceptions inside.
def check(n):
    if n % 2:
        raise ValueError(f"odd: {n}")
    e = TypeError(f"even: {n}")
    e.add_note(f"note for {n}")
    raise e


def check_all(items):
    errors = []
    for n in items:
        try:
            check(n)
        except Exception as e:
            errors.append(e)
    try:
        {}["missing"]
    except KeyError as e:
        errors.append(ExceptionGroup("nested", [e, OSError("disk")]))
    raise ExceptionGroup("check_all failed", errors)


try:
    check_all([1, 2])
except* TypeError as e:
    print("handled", repr(e))
    raise RuntimeError("while handling") from e

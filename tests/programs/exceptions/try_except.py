def risky(v):
    if v == 0:
        raise ValueError("zero!")
    if v == 1:
        raise TypeError("one")
    return 10 / v
for v in [0, 1, 2, "s"]:
    try:
        r = risky(v)
    except ValueError as e:
        print("value error:", e)
    except (TypeError, ZeroDivisionError) as e:
        print("type-ish:", type(e).__name__, e)
    else:
        print("ok", r)
    finally:
        print("finally", v)
try:
    [][1]
except LookupError as e:
    print("lookup", repr(e))
try:
    {}["missing"]
except KeyError as e:
    print("key", e, repr(e), e.args)
try:
    int("abc")
except Exception as e:
    print(type(e).__name__, e)
try:
    undefined_name
except NameError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
try:
    None.foo
except AttributeError as e:
    print(e)

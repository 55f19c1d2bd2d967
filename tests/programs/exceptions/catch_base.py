for exc in [ValueError, KeyError, ZeroDivisionError, AttributeError]:
    try:
        raise exc("m")
    except Exception as e:
        print(type(e).__name__, isinstance(e, LookupError), isinstance(e, ArithmeticError))

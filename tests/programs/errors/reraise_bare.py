def f():
    try:
        return 1 / 0
    except ZeroDivisionError:
        print("cleanup")
        raise

f()

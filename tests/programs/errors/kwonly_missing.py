def f(*, key):
    return key
f()

def f():
    return undefined + 1

f()

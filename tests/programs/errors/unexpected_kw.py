def f(x):
    return x
f(1, z=2)

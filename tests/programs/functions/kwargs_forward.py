def inner(a, b=0, **kw):
    return a, b, kw
def outer(*args, **kwargs):
    return inner(*args, **kwargs)
print(outer(1), outer(1, 2), outer(1, b=3, c=4))

def inner(x):
    return x.upper()

def outer(v):
    return inner(v)

print(outer("ok"))
print(outer(3))

class K:
    pass
a = K()
b = K()
print(a == a, a == b, a != b, len({a, b, a}))

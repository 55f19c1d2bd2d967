def f(a, L=None):
    if L is None:
        L = []
    L.append(a)
    return L
print(f(1), f(2), f(3, [0]))

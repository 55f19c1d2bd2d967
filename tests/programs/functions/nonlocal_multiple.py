def outer():
    a = b = 0
    def step():
        nonlocal a, b
        a, b = b, a + b + 1
        return a, b
    return step
s = outer()
print(s(), s(), s())

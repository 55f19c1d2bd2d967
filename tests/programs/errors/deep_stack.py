def a(n):
    return b(n) + 1

def b(n):
    return c(n) * 2

def c(n):
    return n[0]

print(a(5))

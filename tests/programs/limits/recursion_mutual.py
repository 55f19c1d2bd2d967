def even(n):
    return odd(n + 1)

def odd(n):
    return even(n + 1)

even(0)

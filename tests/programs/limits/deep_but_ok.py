def d(n):
    if n == 0:
        return 0
    return 1 + d(n - 1)
print(d(995))

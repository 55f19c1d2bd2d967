for v in [-2.5, -1.5, 0.5, 1.5, 2.5, 3.14159]:
    print(abs(v), round(v), round(v, 1), divmod(v, 1))

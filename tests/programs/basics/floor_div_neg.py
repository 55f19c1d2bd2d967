for a in [7, -7]:
    for b in [2, -2]:
        print(a, b, a // b, a % b, divmod(a, b))

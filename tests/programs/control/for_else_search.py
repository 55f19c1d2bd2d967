def find(xs, t):
    for i, x in enumerate(xs):
        if x == t:
            return i
    else:
        return -1
print(find([4, 5, 6], 6), find([], 1))

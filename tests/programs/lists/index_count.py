xs = [5, 3, 5, 1, 5]
print(xs.index(5), xs.index(5, 1), xs.count(5), 3 in xs, xs[::-1].index(1))

a, *b, c = [1, 2]
print(a, b, c)
*a, = (1, 2, 3)
print(a)

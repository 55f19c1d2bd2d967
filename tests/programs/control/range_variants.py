print(list(range(0)), list(range(-3)), list(range(3, -3, -2)), list(range(1, 2, 5)))
for i in range(2, 12, 4):
    print(i)

for i in range(4):
    if i == 1:
        continue
    for j in range(4):
        if j > i:
            break
        print(i, j)

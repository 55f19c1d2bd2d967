def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


total = 0
for i in range(50):
    total += depth(990)
print(total)

n = 0
def bump():
    global n
    n = n + 1
for _ in range(5):
    bump()
print(n)

for i in range(3):
    print("i", i)
for i in range(10, 0, -3):
    print(i, end=" ")
print()
n = 0
while n < 5:
    n += 1
    if n == 2:
        continue
    if n == 4:
        break
    print("n", n)
for x in [1, 2, 3]:
    if x == 5:
        break
else:
    print("no break")
for x in [1, 5, 3]:
    if x == 5:
        print("found 5")
        break
else:
    print("not printed")
k = 3
while k > 0:
    k -= 1
else:
    print("while else", k)
for i in range(2):
    for j in range(3):
        if j == 1:
            break
        print(i, j)
total = 0
for i in range(1000):
    total += i
print(total)
for ch, idx in zip("ab", range(5)):
    print(ch, idx)
for _ in []:
    print("never")

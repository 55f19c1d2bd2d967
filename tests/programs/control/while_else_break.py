n = 10
while n > 0:
    n -= 3
    if n == 4:
        print("hit 4")
        break
else:
    print("no break", n)
print(n)

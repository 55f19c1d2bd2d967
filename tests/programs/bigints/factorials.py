import math

def fact(n):
    result = 1
    for k in range(2, n + 1):
        result *= k
    return result

for n in (20, 21, 25, 30, 50):
    print(n, fact(n), fact(n) == math.factorial(n))
print(math.factorial(100) // math.factorial(98))
print(sum(int(d) for d in str(math.factorial(100))))

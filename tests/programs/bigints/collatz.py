# Collatz steps for a large start, and a rational approximation with big ints.
def steps(n):
    count = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        count += 1
    return count

print(steps(2 ** 100 + 1), steps(10 ** 30 - 1))

def sqrt2_digits(k):
    scale = 10 ** k
    x = scale
    for _ in range(200):
        x = (x + 2 * scale * scale // x) // 2
    return x

print(sqrt2_digits(60))

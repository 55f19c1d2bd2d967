def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

print(fib(90), fib(93), fib(100))
print(fib(150))
print(fib(300) % 1_000_000_007)
memo = {0: 0, 1: 1}
def fib_memo(n):
    if n not in memo:
        memo[n] = fib_memo(n - 1) + fib_memo(n - 2)
    return memo[n]
print(fib_memo(200) == fib(200), len(str(fib_memo(200))))

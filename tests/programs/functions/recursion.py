def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print(fact(10), fact(20), [fib(i) for i in range(15)])
def hanoi(n, a, b, c, moves):
    if n == 0:
        return moves
    hanoi(n - 1, a, c, b, moves)
    moves.append((a, c))
    hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(6, "A", "B", "C", [])))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))

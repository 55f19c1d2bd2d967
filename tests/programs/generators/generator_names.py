# Generators carry their function's __name__ and __qualname__.
def countdown(n):
    while n:
        yield n
        n -= 1


class Tree:
    def walk(self):
        yield self

    def nested(self):
        def inner():
            yield 1
        return inner()


squares = (x * x for x in range(3))
print(countdown(3).__name__, countdown(3).__qualname__, Tree().walk().__qualname__, Tree().nested().__qualname__)
print(squares.__name__, squares.__qualname__, [g.__name__ for g in [(y for y in "a")]])

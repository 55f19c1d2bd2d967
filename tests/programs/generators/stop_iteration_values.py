# Which value a StopIteration carries, and when.
class Countdown:
    def __init__(self):
        self.n = 2

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration("done counting")
        self.n -= 1
        return self.n


def gen():
    yield 1
    return "result"


g = gen()
next(g)
for attempt in range(2):
    try:
        next(g)
    except StopIteration as e:
        print(attempt, e.args, e.value)

c = Countdown()
print(list(c))
c = Countdown()
print(next(c), next(c))
try:
    next(c)
except StopIteration as e:
    print("from __next__:", e.args)
for wrap in (enumerate, lambda it: map(str, it), zip):
    try:
        next(wrap(Countdown().__iter__() if False else iter([])))
    except StopIteration as e:
        print("empty:", e.args)
print(next(Countdown(), "default"), next(iter([]), "fallback"))


def fin():
    for i in range(3):
        try:
            return i
        finally:
            if i < 2:
                continue
    return "loop ended"


print(fin())


def fin2():
    while True:
        try:
            return "from try"
        finally:
            break
    return "after break"


print(fin2())

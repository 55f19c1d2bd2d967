def halting(x):
    if x < 2:
        return x * 10
    raise StopIteration("stopped at %d" % x)

def collect():
    result = yield from map(halting, range(5))
    print("delegation ended with", result)
    yield "after"

print(list(collect()))

def finished():
    return "only once"
    yield

done = finished()
def reuse():
    first = yield from done
    second = yield from done
    print(first, second)
    yield "end"

print(list(reuse()))

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration("liftoff")
        self.n -= 1
        return self.n

def launcher():
    message = yield from Countdown(3)
    yield message
print(list(launcher()))

# A coroutine-style generator driven with send(), as a running average.
def averager():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return count, average


avg = averager()
print(avg.send(None))
for v in [10, 20, 30]:
    print(avg.send(v))
try:
    avg.send(None)
except StopIteration as stop:
    print("finished", stop.value)
try:
    avg.send(1)
except StopIteration as stop:
    print("again", stop.value)

fresh = averager()
try:
    fresh.send(5)
except TypeError as e:
    print("TypeError:", e)


def counter():
    try:
        n = 0
        while True:
            n += 1
            yield n
    finally:
        print("cleanup at", n)


c = counter()
print(next(c), next(c))
c.close()
c.close()
print(list(c))


def guarded():
    try:
        yield 1
    except GeneratorExit:
        yield 2


g = guarded()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)
print(g.gi_running)
gen = (i for i in range(3))
print(gen.gi_running, next(gen), list(gen))


def watcher():
    yield me.gi_running


me = watcher()
print(next(me), me.gi_running)
it = iter([1, 2])
print(it.__next__(), next(it), iter(it) is it, it.__iter__() is it)
try:
    it.__next__()
except StopIteration:
    print("list_iterator exhausted")


def returns():
    yield 1
    return "done"


r = returns()
print(r.__next__())
try:
    r.__next__()
except StopIteration as stop:
    print("value", stop.value)

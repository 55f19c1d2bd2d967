def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    return received

e = echo()
print(next(e), e.send("a"), e.send("b"))
try:
    e.send(None)
except StopIteration as s:
    print("returned", s.value)

def accumulate():
    total = 0
    while True:
        total += yield total
a = accumulate()
next(a)
print([a.send(v) for v in [1, 2, 3]])

def printer():
    while True:
        print("got", (yield))
p = printer()
next(p)
p.send("x")
p.send("y")

def two_per_statement():
    result = [(yield "first"), (yield "second")]
    yield result
t = two_per_statement()
print(next(t), t.send(10), t.send(20))

def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as err:
            print("caught", err)
c = catcher()
print(next(c))
print(c.throw(ValueError("boom")))
print(c.throw(ValueError, "again"))

def with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
w = with_finally()
print(next(w))
w.close()
print("closed", w.close())

def fin_close():
    try:
        yield 1
    except GeneratorExit:
        print("exit seen")
        raise
fc = fin_close()
next(fc)
fc.close()

def ignore_exit():
    try:
        yield 1
    except GeneratorExit:
        yield 2
ie = ignore_exit()
next(ie)
try:
    ie.close()
except RuntimeError as err:
    print(err)

def stateful():
    yield 1
try:
    stateful().send(5)
except TypeError as err:
    print(err)
never = stateful()
never.close()
print(list(never))

def ticker():
    count = 0
    while True:
        cmd = yield count
        if cmd == "reset":
            count = 0
        else:
            count += 1
tk = ticker()
print(next(tk), next(tk), next(tk), tk.send("reset"), next(tk))

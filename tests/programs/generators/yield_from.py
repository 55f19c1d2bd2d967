def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], "ab", range(2))))

def walk(tree):
    if isinstance(tree, list):
        for sub in tree:
            yield from walk(sub)
    else:
        yield tree
print(list(walk([1, [2, [3, 4]], [[5]], 6])))

def inner():
    got = yield 1
    print("inner got", got)
    return got * 2
def outer():
    r = yield from inner()
    print("outer got", r)
    yield r
o = outer()
print(next(o))
print(o.send(21))

def gen_with_return():
    x = yield 1
    return x
def user():
    result = yield from gen_with_return()
    return result
u = user()
next(u)
try:
    u.send("sent")
except StopIteration as e:
    print("value", e.value)

def squares():
    yield from (i * i for i in range(4))
print(list(squares()))

def throw_into_delegate():
    def sub():
        try:
            yield 1
        except KeyError:
            yield "sub caught"
    yield from sub()
td = throw_into_delegate()
next(td)
print(td.throw(KeyError))

def deep(n):
    if n:
        yield from deep(n - 1)
    else:
        yield "bottom"
print(list(deep(300)))

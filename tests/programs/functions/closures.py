def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = counter()
print(c(), c(), c())
c2 = counter()
print(c2(), c())
def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([f(1) for f in make_adders()])
def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner()
    return middle()
print(outer())
total = 0
def add_global(n):
    global total
    total += n
add_global(5); add_global(6)
print(total)
def late():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]
print(late())
def acc(start):
    def add(n):
        nonlocal start
        start += n
        return start
    return add
a = acc(100)
print(a(1), a(10))

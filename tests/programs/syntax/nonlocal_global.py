# global and nonlocal: counters, closures over loop variables, class bodies.
total = 0


def add(n):
    global total
    total += n
    return total


print(add(2), add(3), total)


def make_counter():
    count = 0

    def step(by=1):
        nonlocal count
        count += by
        return count

    def reset():
        nonlocal count
        count = 0

    return step, reset


step, reset = make_counter()
print(step(), step(), step(10))
reset()
print(step())

fns = [lambda: i for i in range(3)]
print([fn() for fn in fns])
fns = [lambda i=i: i for i in range(3)]
print([fn() for fn in fns])


def outer():
    x = "outer"

    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"

        inner()
        return x

    return middle(), x


print(outer())


def defines_global():
    global created_later
    created_later = "now exists"


defines_global()
print(created_later)

x = "module"


class C:
    x = "class"
    y = [x for _ in range(1)]

    def method(self):
        return x


print(C.y, C().method())


def reads_before_assign():
    try:
        print(total)
        total = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


reads_before_assign()


def closure_unbound():
    def inner():
        return value
    try:
        inner()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    value = 1
    return inner()


print(closure_unbound())

def log(fn):
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return wrapper
@log
def add(a, b):
    return a + b
print(add(2, b=3))
def repeat(n):
    def deco(fn):
        def wrapper(*args):
            return [fn(*args) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def hello(name):
    return "hi " + name
print(hello("Bo"))
def tag(label):
    def deco(fn):
        fn.label = label
        return fn
    return deco
@tag("x")
@tag("y")
def f():
    pass
print(f.label)
print(add.__name__, add.__qualname__)

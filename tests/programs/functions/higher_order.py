def apply(f, xs):
    return [f(x) for x in xs]
def twice(f):
    return lambda x: f(f(x))
print(apply(str, [1, 2]), twice(lambda v: v * 3)(2), list(map(twice(abs), [-1, 2])))

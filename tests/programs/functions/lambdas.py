sq = lambda x: x * x
add = lambda a, b=10: a + b
va = lambda *xs: sum(xs)
print(sq(7), add(1), add(1, 2), va(1, 2, 3), (lambda: "no args")())
fs = [lambda x, n=n: x + n for n in range(3)]
print([f(10) for f in fs])
print(sorted([3, -5, 1], key=lambda v: abs(v)))
print(type(sq))
compose = lambda f, g: lambda x: f(g(x))
print(compose(sq, lambda v: v + 1)(3))

# iterator reprs carry the type name and a (fake) address
its = [map(str, [1]), zip([1], [2]), filter(None, [0]), enumerate("a"), reversed([1, 2]),
       reversed((1,)), iter([1]), iter((1,)), iter("x"), iter(range(3)), iter({"k": 1}),
       iter({1: 2}.values()), iter({1: 2}.items()), iter({1, 2})]
for it in its:
    r = repr(it)
    name = type(it).__name__
    print(name, r.startswith("<" + name + " object at 0x"), r.endswith(">"))
m = map(abs, [-1])
print(repr(m) == repr(m), str(m) == repr(m))
a, b = iter([]), iter([])
print(repr(a) != repr(b))
print(list(m), list(m))

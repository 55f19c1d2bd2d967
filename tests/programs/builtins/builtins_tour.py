print(list(zip([1, 2, 3], "ab")), list(enumerate("ab", 1)), list(map(str, [1, 2])), list(filter(None, [0, 1, 2])))
print(list(reversed([1, 2, 3])), list(reversed("abc")), sum([0.1] * 10), sum(range(5), 10), any([]), all([]))
print(divmod(17, 5), pow(2, 10), abs(-2.5), round(3.14159, 2), min(3, 1, 2), max("apple", "fig", key=len))
print(sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]), dict(zip("ab", [1, 2])), dict([("x", 1)], y=2))
print(isinstance(True, int), type(1) is int, id(None) == id(None), len({1, 1, 2}), chr(65), ord("A"), hex(255), bin(10), oct(64))
print(repr("it's"), repr('say "hi"'), repr("both ' \""), ascii("naïve"), str(b"x"), repr(None), repr(...))
print(int(3.99), int(-3.99), int("42"), float("3"), str(3.0), bool("False"), bool(""), list("abc"), tuple([1]), set("aab") == {"a", "b"})
print(range(10)[2:8:2], range(0, 10, 3)[-1], list(range(10, 0, -3)), 5 in range(10), range(3) == range(0, 3))
print(slice(1, 5, 2), "abcdef"[slice(1, 5, 2)], [1, 2, 3][::-1], "hello"[-3:], "hello"[10:], [0] * 3, [[0] * 2] * 2)
a = [3, 1, 2]
print(a.sort(), a, a.index(2), a.count(1), a.copy(), a.pop(), a.pop(0), a, a.insert(0, 9), a, a.reverse(), a)
d = {"a": 1}
print(d.setdefault("b", 2), d.get("c"), d.get("c", 0), d.pop("a"), d, d.update(z=0), d, list(d.keys()), list(d.values()), d | {"q": 1})
print({**d, "n": 1}, [*range(3), *"ab"], {*"ab"} == set("ab"), dict.fromkeys("ab", 0), {k: v for k, v in zip("xy", (1, 2))})
print(globals()["__name__"], __name__, type(print), print.__name__)
print(format(0.1, ".20f"), 1e23, 9007199254740993, float(9007199254740993), 0.1 + 0.7, 1.1 * 3, 3 * 1.1 == 3.3)
print(hash(1) == hash(1.0), hash("") == 0, hash(-1), hash(-2), hash((1, 2)) == hash((1, 2)), 10 ** 100 % 7)
x = 10
def show():
    global x
    x += 1
    return x
print(show(), x, (lambda *a, **k: (a, k))(1, b=2), (lambda: None)(), eval("1 + 2"), exec("y = 5") or "exec")
print(input.__name__, open.__name__, type(iter([])).__name__, type(iter({})).__name__, type(range(1)).__name__, type(zip()).__name__)
print(vars(type("T", (), {"a": 1}))["a"], type("T", (object,), {})().__class__.__name__, "append" in dir([]))
print(bytes(range(5)), bytearray("hi", "utf-8"), memoryview(b"ab")[0], list(memoryview(b"ab")), complex("1+2j"), 1j * 1j)
print(f"{'nested {braces}'}", "{}".format({}), "%r" % ([1],), "%5.1f|%-5d|%05d" % (2.25, 3, 42), "%c%c" % (72, "i"))
print(next(iter(range(3))), list(iter([1, 2].pop, 1)) if False else "skip", sorted(set([3, 1, 2])), frozenset([1]) | {2})
print(sum(x * x for x in range(4)), [y for y in range(10) if y % 3 == 0], {c: ord(c) for c in "ab"}, {n % 3 for n in range(10)})
print(list(zip(*[(1, "a"), (2, "b")])), list(zip("ab", "cd", strict=True)))
try:
    list(zip("ab", "c", strict=True))
except ValueError as e:
    print(e)
try:
    print(undefined)
except NameError as e:
    print(e, e.name)
print(isinstance([], list), type([]) == list, str.upper("x"), getattr("x", "upper")(), "x".__class__, (1).__class__.__name__)

# The SyntaxErrors found after parsing and on invalid targets, as compile() reports them.
sources = [
    "return 1", "if True:\n    return", "for x in []:\n    pass\nelse:\n    break", "while True:\n    def inner():\n        continue",
    "class Model:\n    return None", "yield 1", "def f():\n    return [(yield) for _ in y]", "nonlocal counter",
    "def f(a, b, a): pass", "def f(a, *, a): pass", "lambda x, x: 1", "def f(lr):\n    global lr", "def f(lr):\n    nonlocal lr",
    "def f():\n    total = 0\n    global total", "def f():\n    print(total)\n    global total", "count = 1\nglobal count",
    "try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass", "f(1=2)", "f(model.lr=0.1)", "f(x=1, x=2)", "f(a=1, b)", "f(**kw, b)",
    "def f(*a, *):\n    pass", "def f(**kw, extra):\n    pass", "x = *values", "*a = [1]", "*a, *b = range(5)", "[*a, *b] = c",
    "for *a, *b in pairs: pass", "del *a", "del f()", "del x + 1", "del (a, f())", "del [a, (b, c)]", "[*row for row in grid]",
    "[i := 0 for i in range(3)]", "[j for i in range(3) if (i := j)]", "[x for x in (y := [1])]", "class C:\n    [(n := 1) for i in y]",
    "((a, b) := (1, 2))", "{} = 1", "(i for i in a) = 1", "None = 1", "a, f() = 1", "f(), a = 1", "[a, 1] = 1", "x = f() = 1",
    "x = yield = 1", "for f() in x: pass", "with open(p) as f(): pass", "[a, b] += c", "f() += 1", "a < b = 1",
    "f(): int = 1", "a, b: int", "total \\ 2", "x = 1 \\\n    + 2",
]
for source in sources:
    try:
        compile(source, "cell.py", "exec")
        print(repr(source), "compiles")
    except SyntaxError as e:
        print(repr(source), "->", e.msg, (e.lineno, e.offset))

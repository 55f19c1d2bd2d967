snippets = [
    "x = (1, 2",
    "for i in range(3)\n    print(i)",
    "def f():\nreturn 1",
    "print('ok')",
    "  y = 2",
    "1 = x",
]
for s in snippets:
    try:
        exec(s)
    except SyntaxError as e:
        print(type(e).__name__, "|", e.msg, "|", e.lineno, e.offset, "|", repr(e.text), "|", e.filename)
        print("  str:", e)

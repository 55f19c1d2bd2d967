# compile() in "single" mode shows expression values as the interactive prompt does; functions expose __globals__.
exec(compile("1 + 1", "<in>", "single"))
exec(compile("for i in range(2):\n    i * 10\n", "<in>", "single"))
exec(compile("None", "<in>", "single"))
exec(compile("'text'", "<in>", "single"))
print(_)
try:
    compile("a = 1\nb = 2\n", "<in>", "single")
except SyntaxError as e:
    print(e.msg, e.lineno)
def f(): pass
print(f.__globals__ is globals(), f.__globals__["__name__"])

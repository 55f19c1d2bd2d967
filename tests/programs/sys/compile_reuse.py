formula = compile("a * x ** 2 + b * x + c", "<formula>", "eval")
coefficients = {"a": 1, "b": -3, "c": 2}
for x in range(5):
    print(x, eval(formula, dict(coefficients, x=x)))

program = compile("for i in range(n):\n    out.append(i * i)\n", "<loop>", "exec")
out = []
n = 4
exec(program)
print(out)
print(eval(compile("x = 5", "<s>", "exec")))
print(type(formula).__name__)

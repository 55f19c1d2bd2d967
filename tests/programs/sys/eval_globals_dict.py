import math

variables = {"x": 3, "y": 4}
print(eval("x * y", variables))
print(eval("(x ** 2 + y ** 2) ** 0.5", variables))
print(sorted(k for k in variables if not k.startswith("__")))
env = {"sqrt": math.sqrt, "pi": math.pi}
print(eval("sqrt(16) + pi", env))
print(eval("len('abc')", {}))
try:
    eval("math.pi", {})
except NameError as e:
    print("NameError:", e)
print(eval("a + b", {"a": 1}, {"b": 2}))
print(eval("[n * n for n in range(k)]", {"k": 5}))

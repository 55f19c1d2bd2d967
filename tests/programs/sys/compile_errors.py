try:
    compile("1 + 1", "calc", "run")
except ValueError as e:
    print("ValueError:", e)
for bad in (5, None, [1]):
    try:
        eval(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    exec(3.5)
except TypeError as e:
    print("TypeError:", e)
try:
    eval("1", {}, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    exec("x = 1", [])
except TypeError as e:
    print("TypeError:", e)
try:
    compile("a b", "calc.py", "eval")
except SyntaxError as e:
    print(e, "|", e.filename, e.lineno)

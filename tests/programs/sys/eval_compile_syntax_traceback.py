rules = {"double": "x * 2", "broken": "x +"}
x = 4
print(eval(compile(rules["double"], "rule:double", "eval")))
code = compile(rules["broken"], "rule:broken", "eval")

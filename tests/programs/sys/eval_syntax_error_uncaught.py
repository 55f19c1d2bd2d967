expressions = ["1 + 1", "2 * (3 + 4)", "5 +* 2"]
for e in expressions:
    print(e, "->", eval(e))

# A tiny calculator that evaluates what the user typed.
inputs = ["2 + 3 * 4", "(1 + 2) ** 3", "10 / 4", "7 // 0", "2 +* 3", "abs(-9) + max(1, 5)", "  8 - 3", "x + 1"]
for text in inputs:
    try:
        result = eval(text)
        print(f"{text.strip()} = {result}")
    except ZeroDivisionError as e:
        print(f"{text}: cannot divide by zero ({e})")
    except SyntaxError as e:
        print(f"{text}: syntax error: {e}")
    except NameError as e:
        print(f"{text}: {e}")

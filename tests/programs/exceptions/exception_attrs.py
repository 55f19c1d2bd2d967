try:
    raise ValueError("a", 1)
except ValueError as e:
    print(e.args, str(e), repr(e), type(e).__name__)
try:
    raise IndexError()
except IndexError as e:
    print(repr(e), e.args, str(e) == "")

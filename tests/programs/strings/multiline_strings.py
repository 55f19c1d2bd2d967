text = """first
second
  third"""
for i, line in enumerate(text.splitlines()):
    print(i, repr(line))

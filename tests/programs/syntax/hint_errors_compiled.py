# SyntaxErrors compiled from strings: except* rules, "=" in conditions, a
# missing comma in displays and calls; message and place as CPython reports.
snippets = [
    "try:\n    pass\nexcept* ValueError:\n    pass\nexcept TypeError:\n    pass\n",
    "try:\n    pass\nexcept TypeError:\n    pass\nexcept* ValueError:\n    pass\n",
    "try:\n    pass\nexcept*:\n    pass\n",
    "while n = 5:\n    pass\n",
    "x = [1, 2 3]\n",
    "x = {1, 2 3}\n",
    "x = {'a': 1 'b': 2}\n",
    "print(1, 2 3)\n",
    "t = (1, 2 'x')\n",
    "try:\n    pass\nx = 1\n",
]
for source in snippets:
    try:
        compile(source, "snippet.py", "exec")
        print("compiled")
    except SyntaxError as e:
        print(e.msg, (e.lineno, e.offset, e.end_lineno, e.end_offset), repr(e.text))

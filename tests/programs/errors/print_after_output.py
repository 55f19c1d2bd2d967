for i in range(3):
    print(i)
raise SystemError if False else IndexError("after output")

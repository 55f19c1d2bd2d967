width = 5
print(eval("width * 2"))
print(eval("height * 2"))

a = 5
b = "x"
print(a + b)

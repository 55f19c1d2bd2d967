a = 1
b = None
c = a * 2 + b

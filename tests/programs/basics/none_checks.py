x = None
print(x is None, x is not None, x == None, type(x).__name__)

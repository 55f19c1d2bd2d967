total = 10 ** 300
print(total * 2)
print(float(total * 10 ** 10))

code = """
def average(values):
    total = sum(values)
    return total / len(values)

print(average([1, 2, 3]))
print(average([]))
"""
exec(code)

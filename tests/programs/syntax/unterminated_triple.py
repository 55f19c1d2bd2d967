s = """abc
print(s)

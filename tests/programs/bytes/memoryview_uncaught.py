# A read-only view cannot be written to.
view = memoryview(b'const')
print(view[0])
view[0] = 67

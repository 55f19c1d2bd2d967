# repr of a deeply nested list recurses without a depth check: native stack
# overflow (CPython raises RecursionError).
a = []
for i in range(30000):
    a = [a]
print(len(repr(a)))

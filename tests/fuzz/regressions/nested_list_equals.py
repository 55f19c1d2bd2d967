# == on deeply nested lists recurses in Interp::equals: native stack overflow
# (CPython: RecursionError).
a = []
b = []
for i in range(30000):
    a = [a]
    b = [b]
print(a == b)

# A sort key that appends to the list being sorted: sortValues reads the
# reallocated vector (ASan heap-use-after-free; CPython: ValueError: list
# modified during sort).
a = list(range(50))
a.sort(key=lambda x: a.append(x) or x)
print(len(a))

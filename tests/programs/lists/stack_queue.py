stack = []
for c in "abc":
    stack.append(c)
while stack:
    print(stack.pop(), end="")
print()
q = [1, 2, 3]
print(q.pop(0), q)

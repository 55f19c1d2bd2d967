xs = []
for i in range(5):
    xs.append(i * i)
    if len(xs) > 3:
        xs.pop(0)
print(xs)

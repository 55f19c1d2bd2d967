it = iter(range(3))
print(next(it))
for x in it:
    print("rest", x)
print(next(it, "exhausted"))

d = {1: "a"}
print(d[2])

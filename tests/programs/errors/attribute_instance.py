class P:
    pass
p = P()
print(p.missing)

s = "abc"
print(s.index("z"))

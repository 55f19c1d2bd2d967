s = "banana"
print(s.find("an"), s.find("an", 2), s.rfind("an"), s.count("a"), s.count("an"), s.index("n"))

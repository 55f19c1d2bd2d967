d = {}
for word in ["ab", "ac", "ba"]:
    d.setdefault(word[0], []).append(word)
print(d, d.pop("a"), d)

words = "a  b\tc\nd".split()
print(words, "|".join(words), "x".join("abc"))
print("1,2,3".split(",", 1), "a-b-c".rsplit if False else "no rsplit")

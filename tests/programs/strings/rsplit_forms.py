# str.rsplit in every form
cases = ["a b  c  ", "  a b  c", "   ", "", "one", "a\tb\nc d"]
for s in cases:
    print(repr(s), s.rsplit(), s.rsplit(None, 0), s.rsplit(None, 1), s.rsplit(None, 2), s.rsplit(maxsplit=1))
for s in ["a,b,,c,", ",a", "", ",", "a,b,c"]:
    print(repr(s), s.rsplit(","), s.rsplit(",", 0), s.rsplit(",", 1), s.rsplit(",", 2), s.rsplit(sep=","))
print("a::b::c".rsplit("::", 1), "aaaaa".rsplit("aa"), "aaaaa".split("aa"), "aaaaa".rsplit("aa", 1))
print("path/to/file.txt".rsplit("/", 1), "file.tar.gz".rsplit(".", 1)[-1])
print("k=v=w".rsplit("=", 1), "k=v=w".split("=", 1))
print("x".rsplit("long separator"))
try:
    "a".rsplit("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    "a".rsplit(None, 1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".rsplit([","])
except TypeError as e:
    print(type(e).__name__, e)

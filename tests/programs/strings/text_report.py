# Text alignment and cleanup methods a report uses.
names = ["ann", "Bartholomew", "cy"]
scores = [91.5, 78.25, 88]
width = max(map(len, names))
print("+" + "-" * (width + 2) + "+" + "-" * 9 + "+")
for n, s in zip(names, scores):
    print(f"| {n.ljust(width)} | {str(s).rjust(7)} |")
print("|" + "total".center(width + 2, ".") + "|" + f"{sum(scores):^9.1f}" + "|")
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(2))
print("  padded\t".strip(), "xxhixx".strip("x"), "www.example.com".lstrip("w."), "data.csv".rstrip(".csv"))
print("a,b,,c".split(","), "a b  c".split(), " a b ".split(" "), "k=v=w".partition("="), "k=v=w".rpartition("="))
print("Hello World".swapcase(), "hello world".title(), "HELLO".lower(), "straße".casefold())
print("price: {:>8.2f}".format(3.5), "{0}{1}{0}".format("ab", "-"), "{name}:{age}".format(name="x", age=3))
print("%-6s|%6.2f|%03d|%x|%e" % ("id", 2.5, 7, 255, 12345.678))
print("tab\tseparated".expandtabs(4), repr("line\nbreak"), "a\\b", len("é"), "é".encode(), "naïve".encode("ascii", "ignore"))
print("ab" * 3, "-".join(["x", "y", "z"]), "".join(reversed("stressed")), "abc"[::-1], "hello"[1:-1])
print("Mississippi".count("ss"), "Mississippi".find("ss"), "Mississippi".rfind("ss"), "Mississippi".index("i", 2))
print("Mississippi".replace("ss", "SS", 1), "abc".startswith(("x", "a")), "file.py".endswith(".py"))
print("3".isdigit(), "3.5".isdigit(), "abc".isalpha(), "abc1".isalnum(), " ".isspace(), "Title Case".istitle())
print("x".isidentifier(), "1x".isidentifier(), "MiXeD".isupper(), "lower".islower())
print(str.maketrans("abc", "xyz"), "abcabc".translate(str.maketrans("abc", "xyz", "c")))
print(ord("A"), chr(97), chr(0x1F600).encode("utf-8"), ascii("café"), repr("it's"), repr('say "hi"'))
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError:", e)
try:
    "x" + 1
except TypeError as e:
    print("TypeError:", e)

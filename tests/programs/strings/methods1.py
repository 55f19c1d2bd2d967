s = "  Hello, World  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(s.upper(), s.lower())
t = "hello world foo"
print(t.split(), t.split(" ", 1), "a,b,,c".split(","), "a b".split("b"))
print("-".join(["x", "y", "z"]), "".join(reversed("abc")))
print(t.replace("o", "0"), t.replace("o", "0", 1))
print(t.startswith("he"), t.endswith("foo"), t.startswith(("x", "h")), t.find("o"), t.find("z"), t.rfind("o"))
print(t.index("world"), t.count("o"), "aaa".count("aa"))
print("abc".title(), "hello world".title(), "hELLO".capitalize(), "AbC".swapcase())
print("42".zfill(5), "-42".zfill(5), "ab".ljust(5, "*"), "ab".rjust(5), "ab".center(7, "-"), "abc".center(6))
print("123".isdigit(), "12a".isdigit(), "abc".isalpha(), "  ".isspace(), "".isdigit(), "ABC".isupper(), "abc".islower())
print("a\nb\r\nc".splitlines(), "key=value=x".partition("="), "abc".partition("z"), "a.b.c".rpartition("."))
print("  x  ".strip(" x"), "xxhixx".strip("x"))

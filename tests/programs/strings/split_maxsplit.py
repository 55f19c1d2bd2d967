# str.split with and without a separator, with maxsplit, as CPython splits
cases = ["a b  c  ", "  a b  c", "   ", "", "one", " x ", "a\tb\nc\r\nd\x0be\x0cf", "a  b  c  d"]
for s in cases:
    print(repr(s), s.split(), s.split(None, 0), s.split(None, 1), s.split(None, 2), s.split(maxsplit=-1))
for s in ["a,b,,c,", ",a", "", ",", "a,b,c"]:
    print(repr(s), s.split(","), s.split(",", 0), s.split(",", 1), s.split(",", 2), s.split(sep=",", maxsplit=-5))
print("a::b::c".split("::"), "a::b::c".split("::", 1), "aaaa".split("aa"), "abcabc".split("bc"))
print("x".split("long separator"))
print("1 2 3".split(maxsplit=1), "1 2 3".split(sep=None))
try:
    "a".split("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    "a".split(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".split(",", "x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".split(",", 1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".split(bogus=1)
except TypeError as e:
    print(type(e).__name__, e)

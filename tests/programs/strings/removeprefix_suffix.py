# str.removeprefix / str.removesuffix
print("unittest".removeprefix("unit"), "unittest".removeprefix("test"), "unittest".removeprefix(""))
print("unittest".removesuffix("test"), "unittest".removesuffix("unit"), "unittest".removesuffix(""))
print("aaa".removeprefix("a"), "aaa".removesuffix("a"), "a".removeprefix("aa"), "a".removesuffix("aa"))
print("".removeprefix(""), repr("".removesuffix("x")))
print("caf\u00e9".removesuffix("\u00e9"), "\u00e9t\u00e9".removeprefix("\u00e9"))
name = "test_split.py"
print(name.removeprefix("test_").removesuffix(".py"))
s = "same"
print(s.removeprefix("x") is s, s.removesuffix("x") == s)
for bad in [1, None, ("a",)]:
    try:
        "abc".removeprefix(bad)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        "abc".removesuffix(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    "abc".removeprefix()
except TypeError as e:
    print(type(e).__name__, e)

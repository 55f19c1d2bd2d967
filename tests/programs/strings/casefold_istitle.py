# str.casefold and str.istitle
for s in ["Hello", "HELLO", "hello", "Stra\u00dfe", "\u00c0\u00c9\u00ce\u00d5\u00dc", "\u00b5", "MiXeD 123", ""]:
    print(repr(s), repr(s.casefold()), s.casefold() == s.casefold().casefold())
print("Stra\u00dfe".casefold() == "STRASSE".casefold())
for s in ["Hello World", "Hello world", "HELLO", "Hello", "hello", "A", "a", "", "123", "1A 2B",
          "Don'T", "Don't", "Hello  World!", "\u00c9lan \u00c9t\u00e9", "\u00c9LAN", "HeLLo", "X-Ray", "x-Ray"]:
    print(repr(s), s.istitle(), s.isascii() and s.title().istitle())
try:
    "a".casefold(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".istitle(1)
except TypeError as e:
    print(type(e).__name__, e)

# str.translate with tables from str.maketrans (dict, two- and three-argument forms)
t = str.maketrans("abc", "xyz")
print(sorted(t.items()))
print("aabbcc-abc".translate(t))
t3 = str.maketrans("ab", "AB", "c")
print(sorted(t3.items()), "abcabc".translate(t3))
td = str.maketrans({"a": "1", "b": None, ord("c"): "333", "d": 68})
print(sorted(td.items()), "abcd".translate(td))
print("hello world".translate(str.maketrans("", "", "lo")))
print("hello".translate({ord("h"): "J", ord("o"): "ø"}))
print("caf\u00e9".translate(str.maketrans("\u00e9", "e")))
print("abc".translate({}), "abc".translate({97: None, 98: None, 99: None}) == "")
print("abc".translate(["x", "y"] * 50))
print("".maketrans("a", "b"), str.maketrans({}))
class Upper:
    def __getitem__(self, c):
        if chr(c).isalpha():
            return chr(c).upper()
        raise LookupError(c)
print("mixed 123 text".translate(Upper()))
rot13 = str.maketrans("abcdefghijklmnopqrstuvwxyz", "nopqrstuvwxyzabcdefghijklm")
print("hello".translate(rot13), "hello".translate(rot13).translate(rot13))
for bad_table in [{97: 1.5}, {97: 0x110000}, {97: -1}]:
    try:
        "a".translate(bad_table)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    "a".translate(5)
except TypeError as e:
    print(type(e).__name__, e)
for args in [("ab", "c"), ("a", 1), (1, "a"), ("a", "b", 1), ({"ab": 1},), ({1.5: "a"},), ("ab",), ()]:
    try:
        str.maketrans(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# str.expandtabs: columns restart after newlines and carriage returns
for s in ["a\tb", "\t", "abcdefgh\tx", "abcdefg\tx", "a\tbc\td\n\tx", "1\t22\t333\t4444", "x\r\ty", "", "no tabs"]:
    print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(1)), repr(s.expandtabs(0)), repr(s.expandtabs(-3)))
print(repr("\u00e9\tx".expandtabs()), repr("\u00e9\u00e9\u00e9\tx".expandtabs(4)))
print(repr("a\tb".expandtabs(tabsize=3)))
table = "name\tqty\nwidget\t3\nbolt\t12"
print(table.expandtabs(8))
try:
    "a".expandtabs("x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".expandtabs(4, 5)
except TypeError as e:
    print(type(e).__name__, e)

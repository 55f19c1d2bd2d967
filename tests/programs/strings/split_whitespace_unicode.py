# whitespace splitting covers the separator controls and Unicode spaces
s = "a\x1cb\x1dc\x1ed\x1ff"
print(s.split(), len(s.split()))
u = "one\u00a0two\u2003three\u3000four\u2028five\x85six"
NAMES = {"\u3000": "<3000>", "\u2028": "<2028>", "\x85": "<85>", "\xa0": "<a0>", "\u2003": "<2003>", "\u200b": "<200b>"}
def show(parts):
    out = []
    for p in parts:
        for ch, name in NAMES.items():
            p = p.replace(ch, name)
        out.append(p)
    return out
print(u.split())
print(show(u.split(None, 2)))
print(show(u.rsplit(None, 2)))
print(show(u.split(None, 4)), show(u.rsplit(None, 4)))
print("caf\u00e9 na\u00efve  r\u00e9sum\u00e9 ".split())
print("caf\u00e9 na\u00efve  r\u00e9sum\u00e9 ".rsplit(None, 1))
print("\u00e9,\u00e8,\u00ea".split(","), "\u00e9,\u00e8,\u00ea".rsplit(",", 1))
print("\u65e5\u672c \u8a9e".split(), show("x\u200by".split()))

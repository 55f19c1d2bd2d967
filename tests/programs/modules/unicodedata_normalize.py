# unicodedata.normalize and is_normalized in the four forms.
import unicodedata

samples = ["café", "cafe\u0301", "ﬁne", "Å", "A\u030a", "Ω", "①②", "x²", "ｶﾞ", "가", "\u1100\u1161\u11a8",
           "a\u0328\u0301", "a\u0301\u0328", "\u1e9b\u0323", "ǅ", "…", "\u00a0", "Straße", "ascii only", ""]
for s in samples:
    row = [ascii(unicodedata.normalize(form, s)) for form in ("NFC", "NFD", "NFKC", "NFKD")]
    flags = [unicodedata.is_normalized(form, s) for form in ("NFC", "NFD", "NFKC", "NFKD")]
    print(ascii(s), *row, flags)

# Two spellings of the same word compare equal only once normalized.
a, b = "r\u00e9sum\u00e9", "re\u0301sume\u0301"
print(a == b, len(a), len(b), unicodedata.normalize("NFC", a) == unicodedata.normalize("NFC", b))
print(unicodedata.normalize("NFKC", "ＰＹＴＨＯＮ ３．１１").lower())

for args in [("NFX", "a"), (5, "a"), ("NFC", 5)]:
    try:
        unicodedata.normalize(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    unicodedata.is_normalized("NFC", b"a")
except TypeError as e:
    print("TypeError:", e)

# unicodedata: the properties of characters from many scripts.
import unicodedata

print(unicodedata.unidata_version)
sample = "aZ5 _\t\n!é€ßΣσς٣३½²①ⅦＡ가一\u0301\u05d0\u0627\u200d\u2028\U0001F600\U00010400\ufeff\x00\u00ad"
for ch in sample:
    print(f"U+{ord(ch):04X}", unicodedata.category(ch), unicodedata.bidirectional(ch) or "''",
          unicodedata.combining(ch), unicodedata.east_asian_width(ch), unicodedata.mirrored(ch),
          repr(unicodedata.decomposition(ch)))

for ch in "7٣३²①½ⅦⅫ〇x":
    print(repr(ch), unicodedata.decimal(ch, None), unicodedata.digit(ch, None), unicodedata.numeric(ch, None))

for ch in "()[]<>«»a":
    print(ch, unicodedata.mirrored(ch), unicodedata.bidirectional(ch))

# Counting the letters of a sentence by category, as a learner might.
from collections import Counter
text = "Héllo, Wörld! 123 — ça va? 你好"
print(sorted(Counter(unicodedata.category(c) for c in text).items()))
print("".join(c for c in unicodedata.normalize("NFD", "Crème Brûlée") if not unicodedata.combining(c)))

for bad in ["ab", "", 5]:
    for fn in (unicodedata.category, unicodedata.decimal, unicodedata.name, unicodedata.east_asian_width):
        try:
            fn(bad)
        except TypeError as e:
            print("TypeError:", e)
for fn, message in [(unicodedata.decimal, "x"), (unicodedata.digit, "x"), (unicodedata.numeric, "x")]:
    try:
        fn(message)
    except ValueError as e:
        print("ValueError:", e)
print(unicodedata.decimal("²", -1), unicodedata.digit("½", "none"))

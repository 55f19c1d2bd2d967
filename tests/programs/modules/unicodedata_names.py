# unicodedata.name and lookup: table names, computed names (CJK unified
# ideographs, Hangul syllables), aliases, named sequences, and the errors.
import unicodedata

for ch in "aA €é\n\x00ÿ가힣一\u9fff\U00020000\uf900\U0001b170\U0001F40D\u0378\ue000":
    print(f"U+{ord(ch):04X}", unicodedata.name(ch, None))

names = ["LATIN SMALL LETTER A", "latin small letter a", "Snake", "SNOWMAN", "EURO SIGN",
         "HANGUL SYLLABLE GAG", "HANGUL SYLLABLE A", "hangul syllable gag", "CJK UNIFIED IDEOGRAPH-4E00",
         "CJK UNIFIED IDEOGRAPH-04E00", "cjk unified ideograph-4e00", "CJK UNIFIED IDEOGRAPH-4e00",
         "NUSHU CHARACTER-1B170", "nushu character-1b170", "CJK COMPATIBILITY IDEOGRAPH-F900",
         "LINE FEED", "LF", "BYTE ORDER MARK", "latin capital letter gha", "KATAKANA LETTER AINU P",
         "LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", "NO SUCH THING", "", "SPACE ", "SPACE\nSPACE"]
for n in names:
    try:
        print(repr(n), ascii(unicodedata.lookup(n)))
    except KeyError as e:
        print(repr(n), "KeyError:", e)

for ch in "Python 3 ✓":
    assert unicodedata.lookup(unicodedata.name(ch)) == ch
print(unicodedata.lookup(b"DIGIT SEVEN"))
try:
    unicodedata.lookup("A" * 300)
except KeyError as e:
    print("KeyError:", e)
try:
    unicodedata.name("\u0378")
except ValueError as e:
    print("ValueError:", e)
print(unicodedata.name("\u0378", "<unnamed>"))

# str methods that depend on the Unicode database, over a broad sample of code
# points: each result folded into a checksum per method, so one line shows
# whether every sampled character answers as CPython's.
def checksum(values):
    h = 0
    for v in values:
        for ch in str(v):
            h = (h * 1000003 + ord(ch)) % (2 ** 61 - 1)
        h = (h * 31 + 7) % (2 ** 61 - 1)
    return h

sample = [chr(cp) for cp in list(range(0, 0x3000)) + list(range(0x3000, 0x30000, 7))
          if not 0xD800 <= cp <= 0xDFFF]
predicates = ["isalpha", "isdigit", "isdecimal", "isnumeric", "isidentifier", "isprintable", "isspace",
              "isupper", "islower", "istitle", "isalnum"]
for name in predicates:
    results = [getattr(c, name)() for c in sample]
    print(name, sum(results), checksum(results))
for name in ["upper", "lower", "casefold", "title", "capitalize", "swapcase"]:
    results = [getattr(c, name)() for c in sample]
    print(name, sum(len(r) for r in results), checksum(results))
words = ["ǅungla", "ΣΑΣ ΣΑΣ.", "straße", "İstanbul", "ﬁre ﬂy", "ᾳ ᾼ", "ŉ", "a\u0345\u0391", "ǈǋ"]
for w in words:
    print(ascii(w), ascii(w.upper()), ascii(w.lower()), ascii(w.title()), ascii(w.casefold()), ascii(w.swapcase()))
table = str.maketrans({"α": "a", "β": "b", "\u0301": None, "ß": "ss"})
print(ascii("αβγ é ß".translate(table)), ascii("abc".translate({97: 0x1F600})))
print(int("٣٤"), int("\uff11\uff12"), float("\u0664.\u0665"), "x\u0300".isidentifier(), "\u2118x".isidentifier())

# Case conversion and character classes beyond ASCII, as CPython's Unicode database gives them.
words = ["café", "ÉCOLE", "straße", "Ǆemal", "ﬁnance", "İstanbul", "ΟΔΥΣΣΕΥΣ", "中文 Text", "ǅungla"]
for w in words:
    print(w, w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase(), w.casefold(), len(w.upper()), len(w.lower()))
print("ΣΑΣ ΣΑΣ. Σ".lower(), "ΑΣ'Σ".lower(), "Σ".lower(), "AΣ1".lower(), "ΣΑΣ".casefold())
print("MASSE".casefold() == "Maße".casefold(), "ΣΑΣ".lower() == "σας", "ǆ".title(), "ǳa".capitalize())
samples = ["½", "²", "١٢٣", "１２３", "ⅷ", "中文", "中文，", "x²", "ǅ", "Ⅻ", "ª", "\u3000", "\xa0", "\u200b", "é", "\u0301"]
for s in samples:
    print(repr(s), s.isalpha(), s.isdecimal(), s.isdigit(), s.isnumeric(), s.isalnum(), s.isspace(),
          s.isupper(), s.islower(), s.istitle(), s.isprintable(), s.isidentifier())
print("变量_1".isidentifier(), "1变量".isidentifier(), "x\u0660".isidentifier(), "\u0660x".isidentifier(), "a-b".isidentifier())
print("ǅa Ǆa ǆa".istitle(), "Ǆa".istitle(), "Ab Cd".istitle(), "ÀB".isupper(), "àb".islower(), "ÀǅB".isupper())
text = "\u3000 学习 TensorFlow\xa0\n"
print(repr(text.strip()), repr(text.lstrip()), repr(text.rstrip()), text.split())
print("★".center(7, "☆"), "中".ljust(4, "·") + "|", "中文".rjust(5, "＿"), "中".zfill(4), "-中".zfill(4))
t = "数据data数据"
print(t.find("data"), t.index("a"), t.rfind("数据"), t.find("据", 1, 2), t.find("据", 2), t.count("数"), t.count("", 3))
print(t.startswith("data", 2), t.endswith("据", 0, 2), t.find("", 20), t.startswith("", 20), "中".replace("", "/"))
print("ãé".strip("é"), "éaé".strip("é"), "★a★".rstrip("★"), sorted(["b", "á", "a", "B"], key=str.casefold))
try:
    "x".center(5, "ab")
except TypeError as e:
    print("TypeError:", e)

# \N{...} escapes in str literals: names, aliases, computed names, any case.
s = "\N{GREEK SMALL LETTER ALPHA}\N{greek small letter beta} \N{SNOWMAN}"
print(s, len(s), ascii(s))
print(ascii("\N{LF}\N{NBSP}\N{BYTE ORDER MARK}\N{CJK UNIFIED IDEOGRAPH-4E00}\N{HANGUL SYLLABLE GAG}"))
print("\\N{SNOWMAN}", r"\N{SNOWMAN}", len(r"\N{SNOWMAN}"))
print(f"\N{BLACK STAR} {1 + 1} \N{WHITE STAR}", f"{'x'}\N{EM DASH}{'y'}")
print(f"\\N{{}}", f"{3}\\N")
print("\N{DIGIT ONE}\N{DIGIT TWO}".isdigit(), "a\N{COMBINING ACUTE ACCENT}".upper())

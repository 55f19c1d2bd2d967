for s in ["a\tb", "q\"q", "s's", "both'\"", "nl\n", "\\"]:
    print(repr(s), len(s))

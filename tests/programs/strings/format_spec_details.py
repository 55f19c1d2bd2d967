# Format specifications: fill and zero flags, grouping with zero padding, 'c', 'z'.
print(repr(format(65, "4c")), repr(format(65, "<4c")), repr(format(65, "05c")))
print(repr(format("ab", "06")), repr(format("ab", "<06")), repr(format("ab", ">06")), repr(format("ab", "^06")))
print(repr(format("ab", "*>6")), repr(format("héllo", ".2")), repr(format("日本語テキスト", "^9.3")))
for width in range(1, 12):
    print(width, format(0, f"0{width}_x"), format(-16, f"0{width},d"), format(1234.5, f"0{width},.1f"))
print(format(255, "#010_b"), format(2**40, "_"), format(-1234567, ","), format(0.5, "08,.3%"))
print(repr(format(-0.0001, "z.2f")), repr(format(-0.0, "z")), repr(format(-1.5, "z.0f")), repr(format(-0.0, ".1f")))
for value, spec in [(3, "+c"), (3, "#c"), ("s", "x"), ("s", "+"), ("zz", '*"1"'), (1.5, "zz"), ("a", "=5")]:
    try:
        print(format(value, spec))
    except ValueError as e:
        print("ValueError:", e)

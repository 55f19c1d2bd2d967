# str.format fields: numbering, conversions, and the errors CPython gives.
print("{} and {}".format("x", "y"), "{1} before {0}".format("a", "b"), "{0}{0}".format("ab"))
print("{!r} {!s} {!a}".format("é", "é", "é"), f"{'naïve'!a}", ascii("日本"), ascii([1, "ü"]))
print("{0[1]} {0[key]}".format({1: "one", "key": "k"}), "{p.real}".format(p=3))
for fmt, args in [("{}{0}", (1, 2)), ("{0}{}", (1,)), ("{!", ("a",)), ("abc{!d}", ("1",)),
                  ("{!s :}", (2,)), ("{abc", ("z",)), ("}", ()), ("{2}", (1,)), ("{x}", ())]:
    try:
        print(fmt.format(*args))
    except (ValueError, IndexError, KeyError) as e:
        print(type(e).__name__, e)
for source in ['f"{1!x}"', 'f"{1!}"']:
    try:
        eval(source)
    except SyntaxError as e:
        print("SyntaxError:", e.msg)

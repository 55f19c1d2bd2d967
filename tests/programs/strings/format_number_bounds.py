# Widths and precisions at the edges of what format specs and %-formatting take.
def show(label, make):
    try:
        r = make()
        print(label, len(r), repr(r[:12]))
    except (ValueError, OverflowError, TypeError) as e:
        print(label, type(e).__name__, e)

big = 10**20
for spec in (".3000000000", ".%d" % big, ".2147483648f", ".2147483648e", ".2147483648g", ".3000000000d", ".2147483648%"):
    for v in ("abc", 1.5, 7, -0.0, True):
        show(f"format({v!r}, {spec!r})", lambda: format(v, spec))
show("width past int64", lambda: format("a", "%d" % big))
show("'{:.3000000000}'", lambda: "{:.3000000000}".format("text"))
show("f-string precision", lambda: f"{'abc':.{2**40}}")
show("f-string width spec", lambda: f"{'abc':{2**70}}")
for fmt, arg in (("%.3000000000s", "abc"), ("%.2147483648s", "ab"), ("%.3000000000f", 1.5), ("%.3000000000d", 1),
                 ("%.3000000000r", "ab"), ("%.3000000000x", 255), ("%.3000000000e", 2.0), ("%" + "9" * 25 + "d", 1),
                 ("%.2147483647s", "cut nothing"), ("%.12s", "a longer piece of text")):
    show(repr(fmt), lambda: fmt % arg)
show("'%.*s' past a C int", lambda: "%.*s" % (2**31, "abc"))
show("'%.*s' negative", lambda: "%.*s" % (-5, "abc"))
show("'%*d' past a C int", lambda: "%*d" % (2**64, 1))
show("'%.5d'", lambda: "%.5d" % -42)
show("'%#.6x'", lambda: "%#.6x" % 255)
show("'%10.4s'", lambda: "%10.4s" % "abcdefgh")
# Long results are made whole, at any length a precision asks for.
for spec in (".1000e", ".1000g", ".1000", ".300f", ".800e", ".340f", "#.600g", ".500%"):
    for v in (1.5, 1 / 3, 1e300, 2.0**-1074, -2.5e-300):
        r = format(v, spec)
        print(spec, repr(v), len(r), r[:8], r[-24:])
print(len("%.1000e" % 1.5), ("%.700f" % 1e300)[-5:], len("%.700f" % 1e300), round(1e300, 300), round(-1.7976931348623157e308, 299))
print(format(complex(1 / 3, 1e300), ".400f")[-30:])
# What only numbers take, refused for strings in CPython's order.
for spec in ("-", "+", " ", "#", "z", "=5", "-5", "05", "z5", "+#", "z#", "#=5"):
    show(f"format('x', {spec!r})", lambda: format("x", spec))
show("'{:{}}'.format('x', -1)", lambda: "{:{}}".format("x", -1))

# printf-style % formatting: flags, * width and precision, precision for ints, mappings.
for value in (-12, 12, 0):
    print(">%8.4d<" % value, ">% 8.4d<" % value, ">%+8.4d<" % value, ">%08.4d<" % value, ">%-8.4d<" % value, ">%-08.4d<" % value)
print("%x %X %o %#x %#X %#o %#6o %#06x %#.4x %+x" % (255, 255, 8, 255, 255, 8, 18, 18, 18, 255))
print("%*d|%-*d|%*.*d|%.*f|%*s|" % (5, 10, 5, 10, 6, 3, 7, 2, 3.14159, -6, "ab"))
print("%c%c%c %5c|%-3c|" % ("a", 98, 0x4E2D, "z", 65))
print("%u %i %d %d %d" % (-10, True, 3.99, -3.99, 2**70))
print("%s %r %a %5.2s|" % ("x", "y", "é", "abcdef"))
print("%(name)s is %(age)d, %(name)r" % {"name": "Ann", "age": 31}, "%(a)s%%" % {"a": 50})
print("%s" % {}, "%s" % ({},), "plain" % {}, "%s %(k)s" % {"k": 1})
print("%.3e %10.2f %-10.1f| %g %G %d%%" % (12345.678, 3.14159, 2.5, 1e-7, 1e20, 50))
for bad_format, bad_args in [("%c", "ab"), ("%c", 1.5), ("%c", -1), ("%(x)s", 1), ("%(x)s %s", {"x": 1}), ("%(x", {"x": 1}),
                             ("%.*d %.*d", (2, 5)), ("%*", 1), ("%d", "1"), ("%x", 1.5), ("%z", 1), ("%d %d", (1,)),
                             ("%d", (1, 2)), ("%(x)*d", {"x": "w"}), ("%5%", ()), ("%5%", (1,)), ("%-%", "x")]:
    try:
        print(repr(bad_format % bad_args))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(f"{bad_format!r}: {type(e).__name__}: {e}")

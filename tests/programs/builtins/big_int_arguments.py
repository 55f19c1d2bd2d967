# Integer arguments of any size, where CPython takes them whole, clips them or refuses them.
import math
import random
import sys


def show(label, make):
    try:
        print(label, repr(make()))
    except (ValueError, OverflowError, TypeError, IndexError) as e:
        print(label, type(e).__name__, e)


show("enumerate near 2**63", lambda: list(enumerate("abc", 2**63 - 2)))
show("enumerate from 2**64", lambda: list(enumerate("ab", 2**64)))
show("enumerate from -2**64", lambda: list(enumerate("ab", -2**64)))
show("enumerate from True", lambda: list(enumerate("ab", True)))
show("enumerate from 1.5", lambda: enumerate("ab", 1.5))


def deleted(index):
    items = [1, 2, 3]
    del items[index]
    return items


for index in (2**64, -2**64, "x", 1.5, None, True, -1):
    show(f"del items[{index!r}]", lambda: deleted(index))

for where in (-2**64, 2**64, -2**63, 2**63 - 1):
    show(f"bytes find {where}", lambda: (b"abc".find(b"b", where), b"abc".rfind(b"b", where), b"abc".count(b"b", where)))
    show(f"bytes startswith {where}", lambda: (b"abc".startswith(b"a", where), bytearray(b"abc").endswith(b"c", 0, where)))
    show(f"str find {where}", lambda: ("abc".find("b", where), "abc".count("b", 0, where), "abc".startswith("a", where)))
    show(f"list index {where}", lambda: ([1, 2, 3].index(2, where), (1, 2, 3).index(2, 0, 2**70)))

show("'{99999999999999999999}'", lambda: "{99999999999999999999}".format(1))
show("'{0[9223372036854775808]}'", lambda: "{0[9223372036854775808]}".format({1: 2}))
show("'{9223372036854775807}'", lambda: "{9223372036854775807}".format(1))
show("'{0[12]}'", lambda: "{0[12]}".format({12: "twelve"}))

for fmt, args in ((b"%99999999999999999999s", b"x"), (b"%.99999999999999999999s", b"x"), (b"%.*s", (-1, b"abc")),
                  (b"%*s", (-5, b"x")), (b"%.*s", (2**31, b"abc")), (b"%*s", (2**63, b"x")), (b"%.3000000000s", b"x"),
                  (b"%.2147483647s", b"ab"), (b"%-*d", (-4, 7)), (b"%.*d", (-2, 7)), (b"%*.*s|", (6, 2, b"abcd")),
                  (b"%-6.3s|", b"abcdef"), (b"%5c|", 65), (b"%.*f", (3, 2.5))):
    show(f"{fmt!r} % {args!r}", lambda: fmt % args)

random.seed(5)
show("randint(0, 2**63-1)", lambda: random.randint(0, 2**63 - 1))
show("randrange(-2**62, 2**62, 3)", lambda: random.randrange(-2**62, 2**62, 3))
show("randrange(10, 0, -2**63)", lambda: random.randrange(10, 0, -2**63))
show("randrange(5, 5)", lambda: random.randrange(5, 5))
show("randint(2**63-1, 2**63-1)", lambda: random.randint(2**63 - 1, 2**63 - 1))
for seed in (-1.5, 2.5, -7.25, 1e300):
    random.seed(seed)
    show(f"seed({seed}) random()", lambda: random.random())

show("comb(2**64, 2**64-1)", lambda: math.comb(2**64, 2**64 - 1))
show("comb(2**63+10, 2**63-1)", lambda: math.comb(2**63 + 10, 2**63 - 1))
show("comb(2**64, 2**63)", lambda: math.comb(2**64, 2**63))
show("comb(5, 2**64)", lambda: math.comb(5, 2**64))
show("comb(2**70, 3)", lambda: math.comb(2**70, 3))

for ndigits in (2**63, 2**64, -2**64, True):
    if ndigits > 0:  # an int rounded to -2**64 digits computes 10**2**64 in CPython
        show(f"round(125, {ndigits})", lambda: round(125, ndigits))
    show(f"round(1.25, {ndigits})", lambda: round(1.25, ndigits))
show("round(1.5, 2.0)", lambda: round(1.5, 2.0))
for e in (-2**64, 2**64, -2**63, 2**63, True, 1.0):
    show(f"ldexp(1.0, {e!r})", lambda: math.ldexp(1.0, e))
show("ldexp(0.0, 2**64)", lambda: math.ldexp(0.0, 2**64))
show("ldexp(-3.0, -2**64)", lambda: math.ldexp(-3.0, -2**64))

for s in (slice(None, None, 2**64), slice(0, 10, -2**64), slice(-2**70, 2**70), slice(2**70, None, -1), slice(None, 3, -2)):
    for n in (10, 2**64, 0):
        show(f"{s}.indices({n})", lambda: s.indices(n))
show("slice(1, 2).indices(-1)", lambda: slice(1, 2).indices(-1))
show("slice(1, 2, 0).indices(5)", lambda: slice(1, 2, 0).indices(5))
show("slice('a', 2).indices(5)", lambda: slice("a", 2).indices(5))

show("setrecursionlimit(2**32+5)", lambda: sys.setrecursionlimit(2**32 + 5))
show("setrecursionlimit(2**31)", lambda: sys.setrecursionlimit(2**31))
print(sys.getrecursionlimit() < 2**31)
show("hex(':', 2**32+1)", lambda: b"abc".hex(":", 2**32 + 1))
show("hex(':', -2**31)", lambda: b"abcdef".hex(":", -2**31))
show("hex(':', 2)", lambda: b"abcde".hex(":", 2))
show("b'' * 2**40", lambda: b"" * 2**40)
show("bytearray() * 2**40", lambda: bytearray() * 2**40)

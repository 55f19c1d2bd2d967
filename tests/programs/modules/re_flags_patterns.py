import re

# flags as arguments and inline, and what Pattern objects show
p = re.compile(r"hello", re.IGNORECASE)
print(p, p.pattern, p.flags, p.groups, p.groupindex, p.search("Say HELLO"))
print(re.compile("a"), re.compile("a").flags, re.compile(b"a"), re.compile(b"a").flags)
print(re.compile("a", re.I | re.M | re.S), re.compile("a", re.A), re.compile("a", re.X | re.U))
print(re.compile("(?i)a").flags, re.compile("(?x) a b ").flags, re.compile("(?a)a"))
print(re.compile(r"(?P<year>\d{4})-(?P<month>\d\d)(x)").groupindex, re.compile(r"(a)(b(c))").groups)
print(re.I, re.M | re.I, repr(re.DOTALL), int(re.VERBOSE), re.ASCII.value, re.NOFLAG)
print(re.compile("a") == re.compile("a"), re.compile("a") is re.compile("a"), re.compile("a") == re.compile("a", re.I))
print(re.compile(p) is p, type(p).__name__, type(p.match("hello")).__name__)
print(re.compile("x" * 300))

print(re.findall(r"^\w+", "one two\nthree four\nfive", re.M), re.findall(r"^\w+", "one\ntwo"))
print(re.findall(r"\w+$", "one two\nthree four\n", re.M), re.findall(r"\w+$", "one\ntwo\n"))
print(re.findall(r"a.b", "a\nb axb", re.DOTALL), re.findall(r"(?s)a.b", "a\nb"))
print(re.findall("[a-z]+", "Hello WORLD", re.I), re.findall("[^a-z]+", "Hello WORLD", re.I))
print(re.match(r"(?i)straße", "STRASSE"), re.match(r"(?i)σ", "Σ"), re.match("(a)\\1", "aA", re.I))
print(re.findall(r"\w+", "naïve café", re.ASCII), re.findall(r"(?a)\d", "٣3"), re.findall(r"\s", "\u2003 ", re.A))
print(re.findall(r"(?i:ab)c", "ABc ABC abc"), re.findall(r"a(?-i:b)c", "AbC ABC", re.I))
pattern = re.compile(r"""
    (?P<int>\d+)    # the whole part
    (?:\.(?P<frac>\d+))?  # an optional fraction
    \ [a-z]+        # an escaped space, then a unit
""", re.VERBOSE)
print(pattern.match("12.5 kg").groupdict(), pattern.match("7 m").groupdict(), pattern.match("7m"))
print(re.findall(r"[ #]", "a b#c", re.X), re.findall(r"a b # comment", "ab", re.X))

# the cache: purge forgets it, patterns still work
re.purge()
print(re.search("a+", "caaat").group())
# lots of distinct patterns stay correct once the cache fills
print(sum(1 for i in range(600) if re.fullmatch("x{%d}" % (i % 7), "x" * (i % 7))))
print(re.Pattern[str], re.Match[bytes])
def f(p: re.Pattern[str]) -> re.Match[str] | None:
    return p.match("a")
print(f(re.compile("a")))

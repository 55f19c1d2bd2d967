import re

bad_patterns = [
    "(", "(abc", "a)", ")", "*", "+a", "a**", "a{2}{3}", "?", "[abc", "[", "[]", "a[b-a]",
    r"\q", "\\", r"(?P<1a>x)", r"(?P<a>x)(?P<a>y)", r"(?P=nope)", r"\2(a)", r"(a\1)", r"(?<=a+)b",
    r"(?z)", r"a(?i)b", r"x{3,2}", r"(?<x)", r"(?P", r"\x4", r"\u12", r"[\d-z]", r"(?#unclosed",
    "a|*", r"(?(2)a|b)", r"(?(1)a|b|c)", "^*", "(?P<>x)", "(?i", "abc\n(",
]
for text in bad_patterns:
    try:
        re.compile(text)
        print(repr(text), "compiled")
    except re.error as e:
        print(repr(text), "->", e, "|", e.msg, e.pos, e.lineno, e.colno, e.pattern == text)

try:
    re.compile("(")
except re.error as e:
    print(type(e).__name__, type(e).__module__, repr(e), isinstance(e, Exception))
print(re.error is re.error, issubclass(re.error, Exception))

bad_templates = [r"\g<2>", r"\g<nope>", r"\g<a b>", r"\g", r"\g<1", r"\q", "\\", r"\3"]
for template in bad_templates:
    try:
        print(repr(re.sub("(a)", template, "a")))
    except (re.error, IndexError) as e:
        print(repr(template), type(e).__name__, e)

for call in [lambda: re.search("a", b"abc"), lambda: re.search(b"a", "abc"), lambda: re.search("a", 5),
             lambda: re.compile(5), lambda: re.compile(re.compile("a"), re.I),
             lambda: re.compile(b"a", re.U), lambda: re.compile("a", re.L), lambda: re.compile("a", re.A | re.U),
             lambda: re.sub("a", lambda m: 5, "a"), lambda: re.sub("a", b"x", "a"),
             lambda: re.sub("a", "\\g<0>", "a")]:
    try:
        print(repr(call()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

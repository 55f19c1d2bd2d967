import re

# match, fullmatch and search, and what a Match object tells.
m = re.match(r"(\w+) (\w+)", "Isaac Newton, physicist")
print(m)
print(m.group(0), m.group(1), m.group(2), m.group(1, 2))
print(m[0], m[1], m.groups(), m.span(2), m.start(1), m.end(1))
print(m.lastindex, m.lastgroup, m.string, m.pos, m.endpos, m.re)
print(re.match("b", "abc"), re.search("b", "abc"))
print(re.fullmatch(r"\d+", "123"), re.fullmatch(r"\d+", "123a"))
print(re.fullmatch("a|ab", "ab"))

m = re.search(r"(?P<first>\w+) (?P<last>\w+)", "  Malcolm Reynolds!")
print(m.groupdict(), m["last"], m.group("first"), m.span("last"))
print(m.lastindex, m.lastgroup, m.regs)
print(m.expand(r"\g<last>, \g<first> (\2)"))

m = re.match(r"(a)(b)?(c)?", "ac")
print(m.groups(), m.groups("-"), m.span(2), m.start(2), m.lastindex)
m = re.match(r"((a)b)", "ab")
print(m.lastindex, m.groups())
m = re.match(r"(?P<x>a)|(?P<y>b)", "b")
print(m.lastgroup, m.groupdict(), m.groupdict(0))

for bad in (3, "nope", -1):
    try:
        re.match("(a)", "a").group(bad)
    except IndexError as e:
        print("IndexError:", e)

# pos and endpos, anchors against them
p = re.compile(r"\d+")
print(p.search("ab12cd345", 4), p.search("ab12cd345", 0, 3), p.match("ab12", 2))
print(re.compile("^b").search("ab", 1), re.compile("b$").search("abc", 0, 2))
print(p.search("12345", -5, 100))

# greedy, lazy and possessive quantifiers
for pat in [r"<.*>", r"<.*?>", r"a{2,3}", r"a{2,3}?", r"a{2}", r"a{,2}", r"x*+x", r"(?:ab)++", r"a?+a"]:
    print(pat, re.search(pat, "<a> <b> aaaa xxx ababab"))
print(re.match(r"(a+)+b", "aaaab").groups())
print(re.match(r"(?>a+)b", "aaab"), re.match(r"(?>a+)ab", "aaab"))
print(re.match(r"(a|ab)(c|bcd)(d*)", "abcd").groups())
print(re.match(r"(a*)*b", "b").groups(), re.match(r"(a*)+", "b").groups(), re.match(r"(a|)*b", "aab").groups())

# classes, escapes and anchors
print(re.findall(r"[a-c]+", "abcdcba xyz"), re.findall(r"[^a-c\s]+", "abcdcba xyz"))
print(re.findall(r"[\d.]+", "pi is 3.14, e is 2.72"), re.findall(r"[]a]", "a]b"), re.findall(r"[a-]", "a-b"))
print(re.findall(r"\bcat\b", "cat concat cat's bobcat cat"), re.findall(r"\Bcat\B", "concatenate"))
print(re.findall(r"\S+", " tab\tand  space\n"), re.findall(r"\D+", "a1b22c"), re.findall(r"\W", "a-b_c!"))
print(re.findall(r"\x41\u00e9\n\t", "A\u00e9\n\t"), re.findall(r"\101", "A"), re.findall("\\.", "a.b"))
print(re.search(r"\Aab", "ab"), re.search(r"ab\Z", "ab\n"), re.search(r"ab$", "ab\n"))
print(re.findall(r"\d", "٣ and 3"), re.findall(r"\w+", "naïve café"))
print(re.match(r"(a)b\1", "aba"), re.match(r"(?P<q>['\"]).*?(?P=q)", "'hi' there"))
print(re.match(r"(?:(a)|b)(?(1)c|d)", "ac"), re.match(r"(?:(a)|b)(?(1)c|d)", "bd"), re.match(r"(?:(a)|b)(?(1)c|d)", "bc"))
print(re.search(r"(?<=\$)\d+", "cost: $42"), re.search(r"(?<!\$)\b\d+", "$42 or 17"))
print(re.findall(r"\w+(?=,)", "a, b, c"), re.findall(r"\w+(?!,)\b", "a, b, c"))
print(re.search(r"a.c", "a\nc"), re.search(r"a.c", "a\nc", re.S), re.search(r".+", "ab\ncd"))
print(re.search("", "abc"), re.match("x*", "abc"))
print(re.search(r"\d{3}-\d{4}", "call 555-1234 now").group())

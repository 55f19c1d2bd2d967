import re

# findall and finditer, with and without groups, and empty matches
print(re.findall(r"\d+", "a1b22c333"))
print(re.findall(r"(\w)=(\d)", "a=1, b=2, c=x"))
print(re.findall(r"(\w)=(\d)?", "a=1, b="))
print(re.findall(r"x*", "axxb"))
print(re.findall(r"\b", "ab cd"))
print([m.span() for m in re.finditer(r"\w+", "one two  three")])
print([m.group() for m in re.finditer(r"a*", "baaac")])
it = re.finditer("o", "foo")
print(type(it).__name__ in ("callable_iterator", "generator"), next(it))
print([m.pos for m in re.finditer("a", "aaa")], [(m.pos, m.endpos, m.span()) for m in re.compile("a").finditer("aaaa", 1, 3)])

# sub and subn: string templates, group references and functions
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "joe@example.com, ann@site.com"))
print(re.sub(r"(?P<word>\w+)", r"<\g<word>>", "hi there"))
print(re.sub(r"(\d)", r"\g<1>0", "1 2 3"))
print(re.sub(r"a", r"\n\t\\", "a"), repr(re.sub("a", r"\-", "a")))
print(re.sub(r"(a)|b", r"[\1]", "ab"))
print(re.sub("x*", "-", "abxd"), re.sub("", "-", "abc"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears"))
print(re.subn(r"\s+", " ", "a  b \t c\n\nd"), re.subn("o", "0", "foo boo", count=2))
print(re.sub("o", "0", "foo boo", 1), re.sub(r"\bA\b", "the", "A cat and A dog", flags=re.I))
print(re.sub(r"(?m)^", "> ", "line one\nline two"))
print(re.sub(r"\\", "/", r"C:\dir\file"))
print(re.sub(r"\0", "!", "a\0b"), re.sub("(a)", r"\1\0611", "a"))

# split: plain, with groups, maxsplit and empty matches
print(re.split(r",\s*", "a, b,c,   d"))
print(re.split(r"(,)\s*", "a, b,c"))
print(re.split(r"(-)|(\+)", "1-2+3"))
print(re.split(r"\s+", "  leading and trailing  "))
print(re.split(r",", "a,b,c,d", maxsplit=2), re.split(r",", "a,b,c,d", 1))
print(re.split(r"x*", "axbc"), re.split(r"\b", "hi there"))
print(re.split(r"\d", "no digits"))

# escape and bytes
print(re.escape("1+1=2? (maybe) [a-z] {x} ^$ \\ . | & ~ # space\ttab"))
print(re.escape("path/to_file-name.py"), re.escape(b"a.b*c"))
print(re.findall(rb"\d+", b"x12y345"), re.sub(rb"\s", b"_", b"a b\tc"))
m = re.search(rb"(?P<k>\w+)=(\w+)", b"key=value")
print(m, m.groups(), m.groupdict(), m.span(2))
print(re.split(rb",", b"a,b"), re.sub(rb"(a)", rb"\1\1", b"cat"), re.escape(b"\x00."))
print(re.findall(rb"\w", "é".encode()), re.findall(r"\w", "é"), re.findall(rb"[\x80-\xff]", b"a\xe9b"))
print(re.search(b"a", bytearray(b"cat")), re.sub(b"a", lambda m: b"A", b"banana"))

s = "Hello, World"
print(s.center(20, "*"), s.ljust(15, "."), s.rjust(15), s.zfill(15), "-42".zfill(6), "+7".zfill(4))
print(s.swapcase(), s.title(), "they're bill's".title(), "hello world".capitalize(), "ǆemal".title())
print(s.count("l"), s.find("o", 5), s.rfind("o"), s.index("W"), s.startswith(("He", "x")), s.endswith("ld", 0, 12))
print("a,b,,c".split(","), "a b  c".split(), "  a b ".split(None, 1), "a\nb\r\nc".splitlines(), "a\nb\n".splitlines(True))
print("k=v=w".partition("="), "k=v=w".rpartition("="), "abc".partition("x"))
print("ab" * 3, "-".join("abc"), "  x  ".strip(), "xxhixx".strip("x"), "www.example.com".lstrip("cmowz."))
print("Straße".casefold(), "ΣΑΣ".lower(), "ﬁ".upper(), "İ".lower(), len("İ".lower()), "ß".upper())
print("abc".isalpha(), "abc1".isalnum(), "١٢٣".isdecimal(), "²".isdigit(), "½".isnumeric(), "Ⅻ".isnumeric())
print("_x1".isidentifier(), "1x".isidentifier(), "λ".isidentifier(), "".isidentifier(), "a b".isidentifier())
print("\t".isprintable(), "é".isprintable(), "\u200b".isprintable(), " ".isspace(), "\u00a0".isspace())
print("Title Case".istitle(), "UPPER".isupper(), "lower1".islower(), "ABC".isascii(), "é".isascii())
table = str.maketrans("abc", "xyz", "d")
print("abcd-abcd".translate(table), "hello".translate({ord("l"): None, ord("h"): "J"}), str.maketrans({"a": "1"}))
print("%s is %d years and %.1f%%" % ("Bob", 30, 99.5), "%-5s|%5s" % ("a", "b"), "%x %o %e" % (255, 8, 12345.678))
print("a\tb\tc".expandtabs(4), repr("tab\there"), "{:>6}|{:<6}|{:^6}".format("a", "b", "c"))
print("{0}{1}{0}".format("a", "b"), "{name} {0}".format(1, name="n"), "{:,}".format(1234567), "{!r}".format("q"))
print("abc".encode(), "é".encode(), "é".encode("latin-1"), b"caf\xc3\xa9".decode())
try:
    "€".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print(e)
print("€".encode("ascii", "replace"), "€".encode("ascii", "ignore"), "€".encode("ascii", "xmlcharrefreplace"), b"\xff".decode("utf-8", "replace"))
b = b"hello world"
print(b.upper(), b.split(), b.replace(b"o", b"0"), b.hex(), b.hex(":"), bytes.fromhex("de ad be ef"), b[0], b[:5], list(b[:3]))
print(b.find(b"o"), b.count(b"l"), b.startswith(b"he"), b.title(), b.center(15, b"*"), b.isalpha(), b"123".isdigit())
ba = bytearray(b"abc")
ba.append(100)
ba.extend(b"ef")
ba[0] = 65
ba.insert(1, 66)
del ba[2]
print(ba, ba.pop(), ba.decode(), bytes(3), bytes([65, 66]), bytearray(2), bytes("hi", "ascii"))
try:
    ba.append(256)
except ValueError as e:
    print(e)
try:
    bytes([1, 300])
except ValueError as e:
    print(e)
try:
    b"a" + "b"
except TypeError as e:
    print(e)
print(repr(b"\x00\n'\""), repr(bytearray(b"x")), b"%s=%d" % (b"k", 5), (255).to_bytes(2, "little"), int.from_bytes(b"\x01\x00", "big"))
print(sorted(["b", "A", "a", "B"]), sorted(["b", "A", "a"], key=str.lower), sorted([(1, "b"), (1, "a"), (0, "z")], key=lambda t: t[0]))
print(sorted("hello", reverse=True), sorted({3: 1, 1: 2}), min("abc", key=ord), max([], default=None))
data = [("x", 2), ("y", 1), ("z", 2), ("w", 1)]
print(sorted(data, key=lambda t: t[1]), sorted(data, key=lambda t: t[1], reverse=True))
try:
    sorted([3, None, 1])
except TypeError as e:
    print(e)
try:
    [1, 2].sort(lambda x: x)
except TypeError as e:
    print(e)
try:
    sorted([1, 2], key=lambda x: x.missing)
except AttributeError as e:
    print(e)
print(int.__repr__(5), repr(-0.0), repr(1e-320), repr(float("-inf")), 10 ** 20, 2 ** 64 - 1, hex(-255), oct(8), bin(-5))
print(format(1e100, ".3g"), 7 // -2, -7 % 3, divmod(-7, 2), 7.5 // 2, (-7.5) % 2, 3 ** 0.5, pow(2, -1), pow(3, 4, 5), pow(3, -1, 7))
print(int("١٢٣"), float("１.５"), 0.1 * 3, 1 / 3 * 3, 2 ** 0.5 ** 2, abs(-3 + 4j), complex(1, -1), True + True)
print((123).bit_length(), (5).bit_count(), (10).as_integer_ratio(), (0.75).as_integer_ratio(), (2.0).is_integer(), float.fromhex("0x1.8p1"), (1.5).hex())

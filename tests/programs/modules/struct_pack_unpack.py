# struct: pack/unpack with byte orders, native alignment, strings, floats, and Struct objects.
import struct

header = struct.pack("<4sHHI", b"TLAB", 1, 2, 1024)
print(header, len(header), struct.unpack("<4sHHI", header))
print(struct.pack(">i", -2), struct.pack("<i", -2), struct.pack("!H", 513), struct.pack("=q", 1))
print(struct.pack("bBhHiIlLqQ", -1, 255, -300, 60000, -7, 7, -8, 8, -9, 9).hex(" "))
print(struct.calcsize("bBhHiIlLqQ"), struct.calcsize("<bBhHiIlLqQ"), struct.calcsize("@nNP"))
for fmt in ["@bi", "@ib", "@bq", "@b0q", "=bq", "@hd", "@?d", "@ef", "3x2h", "@cidc", "<cidc", "4s i"]:
    print(repr(fmt), struct.calcsize(fmt))
print(struct.pack("@bi", 1, 2), struct.pack("@b0l", 3), struct.unpack("@bxxxi", bytes(8)))
print(struct.pack("?3?", [], 0, "x", 2), struct.unpack("??", b"\x00\x07"))
print(struct.pack("c2c", b"a", b"b", b"c"), struct.unpack("3c", b"xyz"))
print(struct.pack("3s", b"abcdef"), struct.pack("6s", b"ab"), struct.pack("s", bytearray(b"q")))
print(struct.pack("5p", b"abc"), struct.pack("4p", b"abcdefg"), struct.unpack("5p", b"\x02abcd"))
print(struct.pack("<e", 1.5), struct.pack("<f", 0.1), struct.pack(">d", -2.5), struct.pack("<d", 1e-310))
print(struct.unpack("<f", struct.pack("<f", 0.1)), struct.unpack("<e", struct.pack("<e", 0.1)))
print(struct.unpack("<e", b"\x00\x7c"), struct.unpack(">f", b"\xff\x80\x00\x00"), struct.unpack("<d", b"\x01" + bytes(7)))
print(struct.pack("<f", 3), struct.pack("<d", True), struct.pack("@f", 1e300), struct.pack("<e", 65519.0))
print(struct.pack("<e", 6e-8), struct.pack("<e", 2.98e-8), struct.pack("<e", -0.0), struct.pack(">f", float("inf")))
for nan_fmt in ("<e", "<f", "<d"):
    print(nan_fmt, struct.pack(nan_fmt, float("nan")).hex(), struct.unpack(nan_fmt, struct.pack(nan_fmt, float("nan"))))

points = struct.pack("<3h", 1, -2, 3) + struct.pack("<3h", 4, 5, -6)
print(list(struct.iter_unpack("<3h", points)))
it = struct.iter_unpack("<h", b"\x01\x00\x02\x00\x03\x00")
print(it.__length_hint__(), next(it), it.__length_hint__(), list(it))
print(struct.unpack_from("<h", b"\x00\x01\x02\x03", 1), struct.unpack_from("<h", b"\x00\x01\x02\x03", offset=-2))
buf = bytearray(8)
struct.pack_into("<hh", buf, 2, 258, -1)
struct.pack_into(">h", buf, -2, 7)
print(buf)

record = struct.Struct("<ihd")
print(record.size, record.format, struct.Struct(b">q").format)
packed = record.pack(7, -3, 0.5)
print(packed, record.unpack(packed), record.unpack_from(b"\x00" + packed, 1))
print(list(record.iter_unpack(packed * 2)), type(record), type(record.iter_unpack(packed)))


class Seven:
    def __index__(self):
        return 7


print(struct.pack("<b", Seven()), struct.pack("<f", Seven()))


def attempt(fn, *args):
    try:
        result = fn(*args)
        print("ok", list(result) if fn is struct.iter_unpack else result)
    except Exception as e:
        print(type(e).__name__, e)


for fmt, value in [("b", 200), ("b", -129), ("B", -1), ("h", 40000), ("H", 70000), ("i", 2 ** 31), ("I", 2 ** 32),
                   ("I", -1), ("l", 2 ** 63), ("<l", 2 ** 31), ("<L", 2 ** 32), (">h", 40000), (">H", -1),
                   (">H", 70000), (">q", 2 ** 63), (">Q", -1), ("Q", -1), ("q", 2 ** 70), ("b", 1.5), ("i", "7"),
                   ("d", "x"), ("f", 10 ** 400), ("<f", 1e300), ("<e", 65520.0), ("s", "text"), ("p", 5),
                   ("c", b"ab"), ("c", "a")]:
    attempt(struct.pack, fmt, value)
attempt(struct.pack, "ii", 1)
attempt(struct.pack, "i", 1, 2)
attempt(struct.pack, "z", 1)
attempt(struct.pack, "<n", 1)
attempt(struct.calcsize, "3")
attempt(struct.calcsize, "i 2 h")
attempt(struct.calcsize, "1000000000000000000000s")
attempt(struct.unpack, "i", b"abc")
attempt(struct.unpack, "i", "abcd")
attempt(struct.unpack_from, "i", b"abcdefgh", 6)
attempt(struct.unpack_from, "i", b"abcdefgh", -10)
attempt(struct.iter_unpack, "i", b"abcdefghi")
attempt(struct.iter_unpack, "", b"abc")
attempt(struct.pack_into, "<i", bytearray(6), 4, 1)
attempt(struct.pack_into, "<i", bytearray(6), -2, 1)
attempt(struct.pack_into, "<i", bytearray(6), -10, 1)
attempt(struct.pack_into, "<i", b"abcdef", 0, 1)
attempt(struct.Struct, 5)
print(issubclass(struct.error, Exception), struct.error.__name__, struct.error.__module__)
struct.unpack(">HH", b"\x00\x01\x02")

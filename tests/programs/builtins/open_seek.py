# open(): seeking past the end, appending, truncating, binary positions.
import io

path = "/tmp/tracelab_open_seek.bin"
with open(path, "wb") as f:
    f.write(b"abc")
    f.seek(6)
    f.write(b"Z")
    print(f.tell())
print(open(path, "rb").read())
with open(path, "rb+") as f:
    print(f.mode, f.read(2), f.seek(-2, 2), f.read(), f.seek(1, 0), f.seek(2, 1))
    f.truncate(4)
print(open(path, "rb").read())
with open(path, "ab") as f:
    print(f.mode, f.tell(), f.write(b"++"))
print(open(path, "rb").read())
s = io.StringIO("hello")
s.seek(8)
s.write("!")
print(repr(s.getvalue()))
print(s.readable(), s.writable(), s.seekable())
s.close()
for method in (s.readable, s.read, s.getvalue, lambda: iter(s)):
    try:
        method()
    except ValueError as e:
        print("ValueError:", e)
text = "/tmp/tracelab_open_seek.txt"
with open(text, "w") as f:
    f.write("one\ntwo\nthree\n")
with open(text) as f:
    print(f.readlines(5))
with open(text, "a+") as f:
    print(f.read(), f.tell())
    f.seek(0)
    print(repr(f.read()))

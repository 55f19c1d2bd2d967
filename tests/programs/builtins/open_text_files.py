# open(): text and binary files written, read back, appended, rewritten.
path = "/tmp/tracelab_open_text_files.txt"
with open(path, "w") as f:
    print(f)
    print(f.name, f.mode, f.encoding, f.closed, f.readable(), f.writable())
    print(f.write("first line\nsecond line\n"))
    f.writelines(["third\n", "fourth"])
print(f.closed)
with open(path) as f:
    print(f)
    print(repr(f.read()))
    print(repr(f.read()))
with open(path) as f:
    print(repr(f.readline()), repr(f.readline(3)), repr(f.readline()))
    print(f.readlines())
for number, line in enumerate(open(path), start=1):
    print(number, line.rstrip("\n"))
with open(path, "a") as f:
    print(f.mode, f.write("\nappended"))
print(open(path).read().splitlines())
with open(path, "rb") as f:
    print(f)
    print(f.read(5), f.read())
with open(path, "wb") as f:
    print(f, f.mode)
    print(f.write(b"bytes\r\nline\rend\n"))
print(repr(open(path).read()))
print(repr(open(path, newline="").read()))
print(open(path, "rb").read())
with open(path, "w") as f:
    print("via print", 42, sep=", ", file=f)
    print([1, 2], file=f)
print(open(path).read(), end="")
with open(path, "r+") as f:
    print(f.mode, f.seek(4), f.write("XYZ"), f.tell())
print(open(path).read(), end="")
with open(path, "w", encoding="utf-8") as f:
    print(f.encoding, f.write("naïve café ✓\n"))
print(open(path, encoding="utf-8").read(), end="")
print(open(path, "rb").read())
print(len(open(path, "rb").read()), len(open(path).read()))
words = {}
with open(path, "w") as f:
    for i in range(5):
        f.write(f"{i},{i * i}\n")
with open(path) as f:
    header = None
    for row in f:
        a, b = row.strip().split(",")
        words[int(a)] = int(b)
print(words)

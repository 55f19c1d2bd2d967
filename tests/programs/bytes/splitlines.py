# Lines of bytes break at \n, \r and \r\n only.
text = b'first\nsecond\r\nthird\rfourth\n\nlast'
print(text.splitlines())
print(text.splitlines(True))
print(text.splitlines(keepends=True)[:2])
print(b'form\x0cfeed\x0bvtab'.splitlines(), b''.splitlines(), b'\n'.splitlines())
for number, line in enumerate(bytearray(b'a\nb').splitlines(), 1):
    print(number, line)

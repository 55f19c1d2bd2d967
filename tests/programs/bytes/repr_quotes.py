# repr() of bytes picks its quotes like str does, and escapes what is not printable ASCII.
samples = [b'plain', b"it's", b'say "hi"', b'both \' and "', b'\t\n\r', b'\x01\x1f\x7f', b'\\']
for s in samples:
    print(repr(s), str(s) == repr(s))

print(bytearray(b"it's"))
print(repr(bytearray()))
print([b'a', bytearray(b'b')])
print({'key': b'value'})
print(f"{b'fmt'} and {bytearray(b'x')!r}")
print(str(b'\xe2\x82\xac'))

# The is...() tests look at ASCII only.
samples = [b'123', b'abc', b'abc123', b'ABC', b'Title Case', b'   \t\n', b'', b'caf\xc3\xa9', b'a b']
for s in samples:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isupper(), s.islower(),
          s.istitle(), s.isspace(), s.isascii())
print(bytearray(b'42').isdigit(), bytearray(b'\x80').isascii())

# Prefix and suffix tests on bytes, with tuples and ranges.
files = [b'photo.png', b'notes.txt', b'image.jpg', b'README']
for name in files:
    print(name, name.endswith((b'.png', b'.jpg')), name.startswith(b'n'), name.endswith(b'.txt', 0, 5))

magic = b'\x89PNG\r\n\x1a\n....'
print(magic.startswith(b'\x89PNG'), magic.startswith(b'PNG', 1), magic.startswith(b'PNG', 1, 3))
print(bytearray(b'abc').startswith(b'ab'), b'abc'.endswith(bytearray(b'bc')), b'abc'.endswith(b''))
try:
    b'abc'.startswith('a')
except TypeError as e:
    print('TypeError:', e)
try:
    b'abc'.endswith((b'c', 'c'))
except TypeError as e:
    print('TypeError:', e)

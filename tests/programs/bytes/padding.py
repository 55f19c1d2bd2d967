# Padding bytes to a width, as str does.
for word in [b'a', b'ab', b'abc', b'toolong']:
    print(word.center(6, b'*'), word.ljust(5, b'.'), word.rjust(5), word.zfill(5))
print(b'-7'.zfill(4), b'+7'.zfill(4), b''.zfill(3), bytearray(b'9').zfill(3))
print(b'ab'.center(5), b'ab'.center(7, b'-'), b'abc'.center(6, b'-'))
print(b'col1\tcol2\tc3'.expandtabs(), b'a\tbc\td'.expandtabs(4), b'x\ty\nzz\tw'.expandtabs(3))
try:
    b'x'.center(5, '*')
except TypeError as e:
    print('TypeError:', e)
try:
    b'x'.ljust(5, b'ab')
except TypeError as e:
    print('TypeError:', e)

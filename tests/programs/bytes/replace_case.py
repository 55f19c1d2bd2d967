# replace and the ASCII case methods.
s = b'spam and eggs and spam'
print(s.replace(b'spam', b'ham'), s.replace(b'and', b'&', 1), s.replace(b'z', b'y'))
print(b'abc'.replace(b'', b'-'), b'abc'.replace(b'', b'-', 2), b'aaa'.replace(b'a', b''))
print(bytearray(b'a.b.c').replace(b'.', b'::'))

words = b'hello wORLD 42x caf\xc3\xa9'
print(words.upper())
print(words.lower())
print(words.title())
print(words.capitalize())
print(words.swapcase())
print(bytearray(b'mixed Case').upper(), b"they're bill's".title())
for mistake in [lambda: s.replace('spam', b'ham'),
                lambda: s.upper(1)]:
    try:
        mistake()
    except TypeError as e:
        print(type(e).__name__ + ':', e)

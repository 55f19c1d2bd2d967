# Trimming and cutting bytes at a separator.
raw = b'\t  padded line \r\n'
print(raw.strip(), raw.lstrip(), raw.rstrip())
print(b'xxhixx'.strip(b'x'), b'<<tag>>'.lstrip(b'<'), b'0.500'.rstrip(b'0'))
print(b'abcba'.strip(bytearray(b'ab')), b'...'.strip(b'.'))
print(b'user@example.com'.partition(b'@'))
print(b'a/b/c'.rpartition(b'/'), b'a/b/c'.partition(b'/'))
print(b'none'.partition(b'='), b'none'.rpartition(b'='))
print(bytearray(b'k:v').partition(b':'))
print(b'prefix_name'.removeprefix(b'prefix_'), b'file.txt'.removesuffix(b'.txt'), b'x'.removeprefix(b'y'))
for mistake in [lambda: b'abc'.strip('a'),
                lambda: b'abc'.partition(b'')]:
    try:
        mistake()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)

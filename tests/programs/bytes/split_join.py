# Splitting and joining bytes.
line = b'  alpha beta\tgamma\n delta  '
print(line.split())
print(line.split(None, 2))
print(line.rsplit(maxsplit=1))
print(b'a,b,,c,'.split(b','))
print(b'a,b,,c,'.split(b',', 2), b'a,b,,c,'.rsplit(b',', 2))
print(b'key=value=more'.split(b'=', maxsplit=1))
print(b'one<>two<>three'.split(b'<>'), b''.split(), b''.split(b','))
print(bytearray(b'x y').split(), b'a-b'.split(bytearray(b'-')))

fields = [b'id', b'name', b'score']
print(b','.join(fields), b''.join([b'a', bytearray(b'b'), memoryview(b'c')]))
print(bytearray(b' | ').join([b'left', b'right']))
print(b'-'.join([]))
for mistake in [lambda: b','.join([b'ok', 'text']),
                lambda: b'abc'.split(b''),
                lambda: b'abc'.split(',')]:
    try:
        mistake()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)

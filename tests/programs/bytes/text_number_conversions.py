# Bytes read from a socket or file often hold text and numbers.
reply = b'200 OK'
code, status = reply.split(b' ', 1)
print(int(code) + 1, str(status, 'ascii'), str(reply, encoding='utf-8'), str(reply))
print(int(b' 42 '), int(b'ff', 16), int(bytearray(b'0o17'), 0), float(b'2.5e3'), float(memoryview(b'-0.5')))
print(str(b'caf\xc3\xa9', 'utf-8'), str(b'caf\xe9', 'latin-1'), str(b'a\xffb', 'utf-8', 'replace'))
for make in [lambda: int(b'4x'), lambda: float(b'pi'), lambda: str('text', 'utf-8'), lambda: str(42, 'utf-8')]:
    try:
        make()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)

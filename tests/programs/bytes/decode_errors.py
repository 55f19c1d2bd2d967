# Decoding bytes into text, and what happens with bytes that do not fit.
print(b'caf\xc3\xa9'.decode(), b'caf\xc3\xa9'.decode('utf-8'), b'caf\xe9'.decode('latin-1'))
print(b'plain'.decode('ascii'), b'x'.decode(encoding='UTF8'), bytearray(b'ok').decode())
print(b'\xf0\x9f\x98\x80'.decode(), len(b'\xf0\x9f\x98\x80'.decode()))

broken = [b'\xff', b'a\x80b', b'\xe2\x82', b'\xe2\x82x', b'\xed\xa0\x80', b'\xc0\x80', b'ok\xe2']
for data in broken:
    try:
        data.decode()
    except UnicodeDecodeError as e:
        print(e)
        print('  ', e.start, e.end, e.reason, e.encoding, e.object)

print(b'a\xffb\xe2\x82c'.decode('utf-8', 'replace'))
print(b'a\xffb\xe2\x82c'.decode('utf-8', errors='ignore'))
print(b'a\xffb'.decode('utf-8', 'backslashreplace'))
print(b'\x80abc\xff'.decode('ascii', 'replace'))
try:
    b'\x80\x81abc'.decode('ascii')
except UnicodeDecodeError as e:
    print(e)
try:
    b'abc'.decode('klingon')
except LookupError as e:
    print('LookupError:', e)
print(b'fine'.decode('utf-8', 'no-such-handler'))
try:
    b'\xff'.decode('utf-8', 'no-such-handler')
except LookupError as e:
    print('LookupError:', e)
print(isinstance(UnicodeDecodeError('utf-8', b'', 0, 1, 'x'), ValueError))

# str.encode with the common codecs and error handlers.
text = 'Grüße, €5'
print(text.encode(), text.encode('utf-8'), len(text), len(text.encode()))
print('abc'.encode('ascii'), 'äbc'.encode('latin-1'), 'x'.encode(encoding='latin1'))
print(text.encode('ascii', 'replace'))
print(text.encode('ascii', 'ignore'))
print(text.encode('ascii', 'backslashreplace'))
print(text.encode('ascii', 'xmlcharrefreplace'))
print(text.encode('latin-1', 'replace'))
print('😀'.encode(), '😀'.encode('ascii', 'backslashreplace'))

for target in ['ascii', 'latin-1']:
    try:
        text.encode(target)
    except UnicodeEncodeError as e:
        print(e)
        print('  ', e.start, e.end, e.reason)
try:
    'ab€€€c'.encode('ascii')
except UnicodeEncodeError as e:
    print(e)
try:
    'x'.encode('rot13-ish')
except LookupError as e:
    print('LookupError:', e)
try:
    'x'.encode(None)
except TypeError as e:
    print('TypeError:', e)
print('round trip:', text.encode().decode() == text)

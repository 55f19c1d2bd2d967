# bytes, bytearray and memoryview as types.
values = [b'x', bytearray(b'y'), memoryview(b'z'), 'x']
for v in values:
    print(type(v).__name__, isinstance(v, bytes), isinstance(v, (bytes, bytearray)), type(v) is bytes)
print(bytes, bytearray, memoryview, type(b''), type(iter(b'')).__name__, type(iter(bytearray())).__name__)
print(issubclass(bytes, object), isinstance(b'', object), callable(bytes))
b = b'data'
print(f'{b}', f'{b!r}', f'{b!s}', '{}'.format(b), '%s' % b, '%r' % bytearray(b'q'))
print(str(b), repr(b), format(b), f'{b:}')
try:
    f'{b:>10}'
except TypeError as e:
    print('TypeError:', e)
try:
    b.no_such_method()
except AttributeError as e:
    print('AttributeError:', e)

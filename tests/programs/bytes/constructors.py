# The ways to build bytes and bytearray objects.
print(bytes(), bytes(4), bytes([72, 105]), bytes(range(97, 102)))
print(bytes(x * 2 for x in range(5)), bytes((1, 2, 3)), bytes(b'copy'))
print(bytes('naïve', 'utf-8'), bytes('abc', encoding='ascii'), bytes(True))
print(bytearray(), bytearray(3), bytearray([0, 255]), bytearray('hé', 'latin-1'))
print(bytearray(b'abc'), bytes(bytearray(b'back')), bytes(memoryview(b'view')))
original = b'same'
print(bytes(original) is original)

def attempt(make):
    try:
        print(make())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ':', e)

attempt(lambda: bytes([256]))
attempt(lambda: bytes([1, -1]))
attempt(lambda: bytes(['a']))
attempt(lambda: bytes('text'))
attempt(lambda: bytes(-2))
attempt(lambda: bytes(2.5))
attempt(lambda: bytes(None))
attempt(lambda: bytes(5, 'utf-8'))
attempt(lambda: bytes([1.0]))
attempt(lambda: bytearray('x'))
attempt(lambda: bytes(2 ** 80))
attempt(lambda: bytes(1, 2, 3, 4))

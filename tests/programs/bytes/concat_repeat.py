# + joins bytes-like objects; the left operand decides the type.
a = b'abc'
print(a + b'def', a + bytearray(b'!'), bytearray(b'!') + a)
print(a + memoryview(b'mv'))
print(a * 3, 2 * a, a * 0, a * -1)
print(bytearray(b'-') * 4)

total = b''
for part in [b'x', b'y', b'z']:
    total += part
print(total)

for bad in ['str', 5, [1]]:
    try:
        a + bad
    except TypeError as e:
        print('TypeError:', e)
try:
    'str' + a
except TypeError as e:
    print('TypeError:', e)
try:
    a * 'x'
except TypeError as e:
    print('TypeError:', e)
try:
    a * 2.0
except TypeError as e:
    print('TypeError:', e)

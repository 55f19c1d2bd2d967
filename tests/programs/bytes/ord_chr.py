# Moving between characters, code points and bytes.
word = 'Hi!'
codes = [ord(c) for c in word]
print(codes, bytes(codes), bytes(codes).decode())
print(ord(b'A'), ord(bytearray(b'z')), chr(b'A'[0]), ''.join(chr(b) for b in b'abc'))
print([hex(b) for b in 'é'.encode()], [ord(c) for c in b'\xe9'.decode('latin-1')])
shifted = bytes((b + 1) % 256 for b in b'HAL\xff')
print(shifted)
try:
    ord(b'ab')
except TypeError as e:
    print('TypeError:', e)
try:
    ord(b'')
except TypeError as e:
    print('TypeError:', e)

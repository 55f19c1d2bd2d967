# Hex text to bytes and back.
raw = bytes.fromhex('de ad be ef')
print(raw, raw.hex(), len(raw))
print(bytearray.fromhex('00ff10'), type(bytearray.fromhex('')).__name__)
print(b'\x01\x02\x03\x04\x05'.hex(':'), b'\x01\x02\x03\x04\x05'.hex('-', 2), b'\x01\x02\x03\x04\x05'.hex('-', -2))
print(b'hi'.hex(b'|'), bytearray(b'\xab\xcd').hex(' '), b''.hex())
print(memoryview(b'AB').hex())
mac = bytes([0, 26, 43, 60, 77, 94])
print(mac.hex(':').upper())
print(bytes.fromhex(mac.hex()) == mac)

for text in ['zz', 'abc', '0g', 'a b']:
    try:
        bytes.fromhex(text)
    except ValueError as e:
        print('ValueError:', e)
for sep in ['::', '']:
    try:
        b'ab'.hex(sep)
    except ValueError as e:
        print('ValueError:', e)
try:
    bytes.fromhex(b'41')
except TypeError as e:
    print('TypeError:', e)

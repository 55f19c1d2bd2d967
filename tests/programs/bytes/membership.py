# `in` looks for a byte value (an int) or a run of bytes.
packet = b'\x02HELLO\x03'
print(2 in packet, 3 in packet, 4 in packet)
print(b'HELL' in packet, b'' in packet, b'LH' in packet)
print(ord('E') in packet, bytearray(b'LO') in packet)
print(72 in bytearray(b'Hi'), b'i' not in bytearray(b'Hi'))

for bad in ['H', 1.5, None]:
    try:
        bad in packet
    except TypeError as e:
        print('TypeError:', e)
for bad in [256, -1]:
    try:
        bad in packet
    except ValueError as e:
        print('ValueError:', e)

# int.from_bytes reads bytes back into an int of any size.
print(int.from_bytes(b'\x04\x00', 'big'), int.from_bytes(b'\x04\x00', 'little'), int.from_bytes(b'\x04\x00'))
print(int.from_bytes(b'\xff\xff', 'big', signed=True), int.from_bytes(b'\xff\x7f', 'little', signed=True))
print(int.from_bytes(b'', 'big'), int.from_bytes(bytearray(b'\x01\x00'), 'big'), int.from_bytes([1, 0, 0], 'big'))
print(int.from_bytes(b'\x01' + bytes(16), 'big'), int.from_bytes(b'\xff' * 12, 'big', signed=True))
print(int.from_bytes(memoryview(b'\x10'), byteorder='little'), (5).from_bytes(b'\x07', 'big'))
for value in [0, 1, 255, 256, 2 ** 63, 2 ** 200 + 12345, -5, -(2 ** 90)]:
    size = (value.bit_length() + 8) // 8
    data = value.to_bytes(size, 'little', signed=True)
    print(value == int.from_bytes(data, 'little', signed=True), len(data))
for bad in ['ab', 5, None]:
    try:
        int.from_bytes(bad, 'big')
    except TypeError as e:
        print('TypeError:', e)
try:
    int.from_bytes(b'\x01', 'sideways')
except ValueError as e:
    print('ValueError:', e)

# Variable-length integers (as in protocol buffers), built from bytearrays.
def encode_varint(n):
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)

def decode_varint(data):
    result = shift = 0
    for i, byte in enumerate(data):
        result |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return result, i + 1
    raise ValueError('truncated varint')

stream = b''.join(encode_varint(n) for n in [1, 300, 2 ** 35, 2 ** 70 + 1])
print(stream.hex(' '))
pos = 0
while pos < len(stream):
    value, used = decode_varint(stream[pos:])
    print(value, used)
    pos += used
decode_varint(b'\x80\x80')

# A hexdump like `xxd`: offset, hex bytes and printable characters.
def printable(byte):
    return chr(byte) if 32 <= byte < 127 else '.'

def hexdump(data, width=8):
    for offset in range(0, len(data), width):
        chunk = data[offset:offset + width]
        hex_part = chunk.hex(' ')
        text = ''.join(printable(b) for b in chunk)
        print(f'{offset:08x}: {hex_part:<{width * 3 - 1}}  {text}')

hexdump(b'Hello, bytes!\n\x00\x01\x02\xfe\xff and more')
hexdump(bytearray(range(20)), 10)

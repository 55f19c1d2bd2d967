# Run-length compression: each run becomes a count byte and a value byte.
def encode(data):
    out = bytearray()
    i = 0
    while i < len(data):
        run = 1
        while i + run < len(data) and data[i + run] == data[i] and run < 255:
            run += 1
        out += bytes([run, data[i]])
        i += run
    return bytes(out)

def decode(data):
    out = bytearray()
    for i in range(0, len(data), 2):
        out.extend(data[i + 1:i + 2] * data[i])
    return bytes(out)

for sample in [b'aaabccdddd', b'', b'x', b'\x00' * 300]:
    packed = encode(sample)
    print(len(sample), packed[:8], decode(packed) == sample)

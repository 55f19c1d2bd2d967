# Simple checksums over bytes: a sum, a parity byte and Adler-32.
def sum8(data):
    return sum(data) % 256

def parity(data):
    result = 0
    for byte in data:
        result ^= byte
    return result

def adler32(data):
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return (b << 16) | a

for payload in [b'', b'abc', b'Wikipedia', 'naïve café'.encode()]:
    checksum = adler32(payload)
    print(payload, sum8(payload), parity(payload), checksum, checksum.to_bytes(4, 'big').hex())

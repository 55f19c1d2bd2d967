# A tiny XOR cipher: encrypting twice with the same key gives the text back.
def xor_bytes(data, key):
    out = bytearray(len(data))
    for i, byte in enumerate(data):
        out[i] = byte ^ key[i % len(key)]
    return bytes(out)

message = 'Meet me at noon'.encode()
key = b'k3y'
secret = xor_bytes(message, key)
print(secret)
print(secret.hex())
print(xor_bytes(secret, key).decode())
print(xor_bytes(bytes.fromhex(secret.hex()), key) == message)

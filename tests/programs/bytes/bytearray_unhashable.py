# A bytearray can change, so it cannot be a dict key; bytes can.
cache = {b'fixed': 1}
key = bytearray(b'fixed')
print(key == b'fixed', bytes(key) in cache)
try:
    hash(key)
except TypeError as e:
    print('TypeError:', e)
try:
    {key}
except TypeError as e:
    print('TypeError:', e)
cache[key] = 2

# A bytearray changes in place: items, slices and del.
buf = bytearray(b'hello world')
buf[0] = ord('H')
buf[-5] = 87
print(buf)
buf[5:6] = b', '
print(buf)
buf[0:5] = [74, 69, 76, 76, 79]
print(buf)
buf[::2] = bytes(len(buf[::2]))
print(buf)
del buf[0]
del buf[-3:]
print(buf, len(buf))
del buf[::2]
print(buf)
buf[:] = b'fresh'
buf[len(buf):] = b'!'
print(buf)

def attempt(action):
    try:
        action()
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ':', e)

def set_item(obj, key, value):
    obj[key] = value

attempt(lambda: set_item(buf, 0, 256))
attempt(lambda: set_item(buf, 0, 'x'))
attempt(lambda: set_item(buf, 99, 1))
attempt(lambda: set_item(buf, 'k', 1))
attempt(lambda: set_item(buf, 0, -1))
frozen = b'bytes'
attempt(lambda: set_item(frozen, 0, 65))

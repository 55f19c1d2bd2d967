# Writing through a memoryview of a bytearray changes the bytearray.
frame = bytearray(b'HEADER:payload')
view = memoryview(frame)
body = view[7:]
body[0] = ord('P')
body[1:4] = b'AYL'
print(frame, body.tobytes(), body.readonly)
view[::7] = b'hp'
print(frame)
for i in range(len(body)):
    body[i] = body[i] ^ 0x20
print(frame)

def set_item(target, key, value):
    try:
        target[key] = value
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ':', e)

set_item(view, 0, 256)
set_item(view, 0, b'x')
set_item(view, 2, -1)
set_item(view, 99, 1)
try:
    view[0:2] = b'abc'
except ValueError as e:
    print('ValueError:', e)
try:
    del view[0]
except TypeError as e:
    print('TypeError:', e)
print(frame)

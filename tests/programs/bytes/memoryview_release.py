# While a memoryview holds a bytearray, the bytearray cannot change size.
buf = bytearray(b'data')
view = memoryview(buf)
buf[0] = ord('D')
print(view.tobytes())
for action in [lambda: buf.append(33), lambda: buf.extend(b'!!'), lambda: buf.pop(), lambda: buf.clear()]:
    try:
        action()
    except BufferError as e:
        print('BufferError:', e)
view.release()
view.release()
buf.append(33)
print(buf, repr(view).startswith("<released memory at 0x"))
try:
    view[0]
except ValueError as e:
    print('ValueError:', e)
try:
    len(view)
except ValueError as e:
    print('ValueError:', e)

with memoryview(buf) as scoped:
    print(scoped[:2].tobytes())
    try:
        buf += b'?'
    except BufferError as e:
        print('BufferError:', e)
buf += b'?'
print(buf, repr(scoped)[:10])

# A memoryview looks at the bytes of another object without copying them.
data = b'memory view'
view = memoryview(data)
print(len(view), view[0], view[-1], view.readonly, view.nbytes, view.itemsize, view.format, view.ndim, view.shape)
print(view[0:6].tobytes(), view[::2].tolist(), bytes(view[7:]))
print(view.tobytes() == data, view == data, view == b'other', view == 'memory view')
print(view[7:] == b'view', list(view[:3]), view.obj is data)
print(memoryview(view).tobytes(), memoryview(view[1:4])[1:].tobytes())
print(view[::-1].tobytes(), len(view[2:2]), bool(memoryview(b'')))
print(view.hex(), view[:2].hex(':'))
print(b'mem' + view[3:6], bytearray(view[:3]))

def set_item(obj, key, value):
    obj[key] = value

def attempt(action):
    try:
        action()
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ':', e)

attempt(lambda: view[20])
attempt(lambda: view['a'])
attempt(lambda: set_item(view, 0, 65))
attempt(lambda: memoryview('text'))
attempt(lambda: memoryview(42))
attempt(lambda: view < b'x')
attempt(lambda: view + b'x')

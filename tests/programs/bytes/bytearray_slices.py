# Slice assignment takes bytes or ints; extended slices must match in size.
buf = bytearray(b'abcdef')

def show(label, action):
    try:
        action()
        print(label, buf)
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__ + ':', e)

def assign(start, stop, step, value):
    buf[start:stop:step] = value

show('grow', lambda: assign(1, 2, None, b'XYZ'))
show('shrink', lambda: assign(0, 3, None, b''))
show('ints', lambda: assign(0, 1, None, [1, 2]))
show('range', lambda: assign(0, 0, None, range(65, 68)))
show('every other', lambda: assign(None, None, 2, b'0' * len(buf[::2])))
show('wrong size', lambda: assign(None, None, 2, b'0'))
show('text', lambda: assign(0, 1, None, 'text'))
show('number', lambda: assign(0, 1, None, 7))
show('big int', lambda: assign(0, 1, None, [1000]))
show('reverse', lambda: assign(None, None, -1, bytes(reversed(buf))))

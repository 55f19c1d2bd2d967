# Indexing bytes gives ints; slicing gives bytes.
data = b'Python bytes'
print(data[0], data[-1], type(data[0]).__name__)
print(data[0:6], data[7:], data[::-1], data[::3])
print(data[100:], data[-3:-1], data[5:2])

for value in b'hi!':
    print(value, chr(value))

print(list(bytearray(b'xyz')), tuple(b'ab'))
print(sum(b'\x01\x02\x03'), max(b'az'), min(b'az'))
print(sorted(b'banana'))
print(bytes(sorted(b'banana')))
print(list(enumerate(b'ok')))
print(list(reversed(b'abc')))

for mistake in [lambda: data[50], lambda: bytearray(b'ab')[5], lambda: data[1.5]]:
    try:
        mistake()
    except (IndexError, TypeError) as e:
        print(type(e).__name__ + ':', e)

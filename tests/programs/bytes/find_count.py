# Searching inside bytes.
data = b'the cat sat on the mat'
print(data.count(b'at'), data.count(b'the'), data.count(ord('t')), data.count(b''))
print(data.find(b'cat'), data.find(b'dog'), data.find(b'at', 6), data.find(b'at', 6, 9))
print(data.rfind(b'at'), data.rfind(b'the'), data.rfind(116), data.find(b'', 100))
print(data.index(b'sat'), data.rindex(b'at'), data.index(32))
print(data.find(b'mat', -3), data.count(b'a', -10, -1), data.find(b'the', 1, None))
print(bytearray(b'abcabc').find(b'c'), bytearray(b'abcabc').count(bytearray(b'ab')))
print(data.find(memoryview(b'on')))

for call in [lambda: data.index(b'dog'), lambda: data.rindex(b'x'), lambda: data.find(300)]:
    try:
        call()
    except ValueError as e:
        print('ValueError:', e)
for mistake in [lambda: data.find('cat'),
                lambda: data.count()]:
    try:
        mistake()
    except TypeError as e:
        print(type(e).__name__ + ':', e)

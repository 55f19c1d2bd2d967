# int.to_bytes: an int as a fixed number of bytes.
print((1024).to_bytes(2, 'big'), (1024).to_bytes(2, 'little'), (1024).to_bytes(4, byteorder='big'))
print((255).to_bytes(), (0).to_bytes(0, 'big'), (65).to_bytes(1, 'big'))
print((-1).to_bytes(2, 'big', signed=True), (-128).to_bytes(1, 'little', signed=True), (127).to_bytes(1, 'big', signed=True))
print((2 ** 64).to_bytes(9, 'big'), (2 ** 100 - 1).to_bytes(13, 'little'))
print((-(2 ** 70)).to_bytes(10, 'big', signed=True))
print(True.to_bytes(1, 'big'), (3).to_bytes(length=3, byteorder='little'))

def attempt(action):
    try:
        print(action())
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)

attempt(lambda: (256).to_bytes(1, 'big'))
attempt(lambda: (-1).to_bytes(1, 'big'))
attempt(lambda: (128).to_bytes(1, 'big', signed=True))
attempt(lambda: (-129).to_bytes(1, 'big', signed=True))
attempt(lambda: (1).to_bytes(1, 'middle'))
attempt(lambda: (1).to_bytes(-1, 'big'))
attempt(lambda: (2 ** 80).to_bytes(10, 'big'))
attempt(lambda: (1).to_bytes(1, 'big', True))

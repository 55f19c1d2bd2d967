def numbers():
    yield 1
    yield int("x")

def consume():
    for n in numbers():
        print(n)

consume()

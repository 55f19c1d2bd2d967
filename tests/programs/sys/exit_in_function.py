import sys

def level3(n):
    if n > 2:
        print("giving up at", n)
        sys.exit(2)
    return n

def level2(n):
    try:
        return level3(n)
    finally:
        print("cleanup in level2 for", n)

def level1():
    for n in range(5):
        print("result", level2(n))

level1()

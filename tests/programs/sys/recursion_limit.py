import sys

print(sys.getrecursionlimit())

def depth(n):
    return depth(n + 1) if n < 10000 else n

deepest = 0
def probe(n):
    global deepest
    deepest = n
    probe(n + 1)

sys.setrecursionlimit(60)
print(sys.getrecursionlimit())
try:
    probe(1)
except RecursionError as e:
    print("RecursionError:", e)
print(deepest)
sys.setrecursionlimit(1000)
try:
    probe(1)
except RecursionError:
    print("deepest with 1000:", deepest)

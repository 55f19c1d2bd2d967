import sys

for bad in (0, -5):
    try:
        sys.setrecursionlimit(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    sys.setrecursionlimit(2.5)
except TypeError as e:
    print("TypeError:", e)

def nested(n):
    if n == 0:
        try:
            sys.setrecursionlimit(5)
        except RecursionError as e:
            print("RecursionError:", e)
        return
    nested(n - 1)

nested(10)
print(sys.getrecursionlimit())

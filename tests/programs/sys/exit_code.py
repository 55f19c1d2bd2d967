import sys

def check(values):
    bad = [v for v in values if v < 0]
    if bad:
        print("found negative values:", bad)
        sys.exit(3)
    print("all good")

check([1, 2, 3])
check([4, -1, 5, -7])
print("not reached")

import sys

def risky():
    sys.exit(6)

try:
    risky()
except Exception:
    print("Exception does not catch SystemExit")
except BaseException as e:
    print("BaseException caught", type(e).__name__, e.code)

try:
    try:
        risky()
    except ValueError:
        print("not this one")
finally:
    print("finally before leaving")

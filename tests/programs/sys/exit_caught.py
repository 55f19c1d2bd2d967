import sys

try:
    sys.exit(2)
except SystemExit as e:
    print("caught exit with code", e.code)
    print(e.args, repr(e))

try:
    sys.exit()
except SystemExit as e:
    print(e.code, e.args, repr(e))

try:
    sys.exit("bye")
except SystemExit as e:
    print(e.code, str(e), repr(e))

try:
    sys.exit(1, 2)
except TypeError as e:
    print("TypeError:", e)

print(issubclass(SystemExit, BaseException), issubclass(SystemExit, Exception))
print("still running")

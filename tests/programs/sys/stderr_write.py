import sys

def warn(message):
    sys.stderr.write("warning: " + message + "\n")

print("processing")
warn("value out of range")
print("done")
n = sys.stderr.write("two\nlines\n")
print("wrote", n)
print(repr(sys.stderr))

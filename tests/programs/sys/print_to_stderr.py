import sys

def log(*parts):
    print("[log]", *parts, file=sys.stderr)

print("result:", 42)
log("computed the answer")
print("to stdout explicitly", file=sys.stdout)
print("also stdout", file=None)
log("two", "parts", sep="-")
print("done")

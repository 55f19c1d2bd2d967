import sys

# A script that would normally read its options from the command line.
print(sys.argv)
print(len(sys.argv))
script = sys.argv[0]
print("running", script)
if len(sys.argv) > 1:
    print("first option:", sys.argv[1])
else:
    print("no options given, using defaults")
options = sys.argv[1:]
print(options, type(sys.argv).__name__)

import sys

# Feature checks the way libraries write them.
if sys.version_info >= (3, 8):
    print("walrus operator available")
if sys.version_info < (3, 12):
    print("older than 3.12")
print(sys.version_info.major, sys.version_info.minor)
print(sys.version_info[:2])
print(sys.version_info[0] == 3)
major, minor = sys.version_info[:2]
print(f"Python {major}.{minor}")
print(sys.version.startswith("3.11"))
print(sys.version.split()[0][:4])
print(isinstance(sys.version_info, tuple))
print(sys.version_info.releaselevel)
print(sys.hexversion >= 0x030B0000)

import sys

config = {"name": "demo"}
print("loading config")
if "path" not in config:
    sys.exit("error: config has no 'path' entry")
print("not reached")

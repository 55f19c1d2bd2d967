import sys

print("done with the work")
sys.exit(None)

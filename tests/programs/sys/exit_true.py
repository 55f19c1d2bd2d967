import sys

failed = 2 > 1
print("failed:", failed)
sys.exit(failed)

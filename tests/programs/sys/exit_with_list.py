import sys

errors = ["missing name", "bad age"]
print("validation failed")
sys.exit(errors)

import sys

script = """
import sys
print("inside exec")
sys.exit(9)
"""
try:
    exec(script)
finally:
    print("finally after exec")

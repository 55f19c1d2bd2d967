import sys

print("sys" in sys.modules)
print("json" in sys.modules)
import json
print("json" in sys.modules)
print(sys.modules["json"] is json)
print(type(sys.modules).__name__)
print(sys.modules["sys"] is sys)

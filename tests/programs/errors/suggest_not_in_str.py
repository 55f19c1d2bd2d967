import math

try:
    math.flor(2.5)
except AttributeError as e:
    print("caught:", e)
    print(e.name, e.obj is math)
try:
    print(lenn([1]))
except NameError as e:
    print("caught:", e)
    print(repr(e), e.name)
message = "hello"
try:
    message.spilt()
except AttributeError as e:
    print(f"caught: {e}")
    print(e.args)
print(math.flor(2.5))

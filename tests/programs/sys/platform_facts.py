import sys

print(sys.maxsize)
print(sys.maxsize == 9223372036854775807)
print(sys.platform)
print(sys.platform.startswith("linux"))
print(sys.byteorder)
print(sys.float_info.max)
print(sys.float_info.epsilon)
print(1.0 + sys.float_info.epsilon > 1.0)
print(1.0 + sys.float_info.epsilon / 2 == 1.0)
print(sys.float_info.dig, sys.float_info.mant_dig)
smallest = sys.maxsize
for n in [5, 3, 9]:
    smallest = min(smallest, n)
print(smallest)

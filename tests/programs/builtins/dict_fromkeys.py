# dict.fromkeys(iterable, value=None)
print(dict.fromkeys("abc"))
print(dict.fromkeys(["x", "y"], 0))
print(dict.fromkeys(range(3), "v"))
print(dict.fromkeys([]))
print(dict.fromkeys("aabbc", 1))
print({}.fromkeys([1, 2], True))
shared = dict.fromkeys(["a", "b"], [])
shared["a"].append(1)
print(shared)
print(dict.fromkeys((i * i for i in range(4)), None))
print(list(dict.fromkeys([3, 1, 3, 2, 1])))
try:
    dict.fromkeys()
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict.fromkeys([1], 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict.fromkeys(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict.fromkeys([[1]])
except TypeError as e:
    print(type(e).__name__, e)

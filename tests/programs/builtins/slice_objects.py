# slice objects: built with slice(), used as indices, and their indices() method.
data = list(range(10))
evens = slice(0, None, 2)
print(data[evens], "abcdefghij"[evens], tuple(data)[evens])
last3 = slice(-3, None)
print(data[last3], last3.start, last3.stop, last3.step)
s = slice(5)
print(s, s.start, s.stop, s.step)
print(slice(1, 8, 3).indices(5), slice(None, None, -1).indices(4), slice(-100, 100).indices(10))
print(data[slice(8, 2, -2)])
data[slice(0, 3)] = ["a", "b", "c"]
print(data)
del data[slice(0, 10, 3)]
print(data)


class Grid:
    def __getitem__(self, key):
        return key


print(Grid()[1:2], Grid()[::3], Grid()[1:2, ::-1])
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3))
for bad in [(), (1, 2, 3, 4)]:
    try:
        slice(*bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    slice(0, 5, 0).indices(3)
except ValueError as e:
    print("ValueError:", e)
try:
    slice(1).indices(-1)
except ValueError as e:
    print("ValueError:", e)

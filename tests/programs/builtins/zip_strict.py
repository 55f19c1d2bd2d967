# zip(), including strict=True and its length errors
print(list(zip([1, 2], "ab", (True, False))))
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([])))
print(list(zip([1, 2], "ab", strict=True)))
print(list(zip([1], [2], strict=False)))
for args in [([1, 2], [1]), ([1], [1, 2]), ([1, 2], [1, 2], [1]), ([1, 2], [1, 2], [1, 2, 3]), ([], [1])]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print(type(e).__name__, e)
z = zip([1, 2, 3], [4, 5, 6], strict=True)
print(next(z), list(z))
try:
    zip([1], bogus=True)
except TypeError as e:
    print(type(e).__name__, e)
try:
    zip(1)
except TypeError as e:
    print(type(e).__name__, e)

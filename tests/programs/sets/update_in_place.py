# The in-place set methods keep the same set object.
seen = {1, 2, 3, 4, 5}
alias = seen
seen.intersection_update([2, 3, 4, 9], range(3, 10))
print(seen, alias is seen)
seen.difference_update({4}, [100])
print(seen)
seen.symmetric_difference_update([3, 7, 8])
print(sorted(seen))
seen.update("ab", [1])
print(sorted(seen, key=str))
tags = {"python", "tf", "numpy"}
tags.difference_update()
print(sorted(tags))
try:
    tags.symmetric_difference_update()
except TypeError as e:
    print("TypeError:", e)
try:
    tags.intersection_update(5)
except TypeError as e:
    print("TypeError:", e)

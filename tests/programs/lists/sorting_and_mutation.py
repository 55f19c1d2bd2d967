# Sorting stability, keys, in-place changes and slice assignment.
records = [("b", 2), ("a", 2), ("c", 1), ("a", 1), ("b", 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(sorted(records, key=lambda r: r[0]), key=lambda r: r[1], reverse=True))
by_name = sorted(records)
records.sort(key=lambda r: (-r[1], r[0]))
print(by_name, records)
nums = [5, 3, 8, 1]
print(nums.sort(), nums, sorted(nums, reverse=True), nums[::-1])
nums[1:3] = [30, 40, 50]
print(nums)
nums[::2] = [0, 0, 0]
print(nums)
del nums[1::2]
print(nums)
nums[:0] = ["start"]
nums[len(nums):] = ["end"]
print(nums, nums.index(0), nums.count(0))
try:
    nums[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    [3, "a"].sort()
except TypeError as e:
    print("TypeError:", e)
items = [1, 2, 3, 4, 5, 6]
items.insert(0, 0)
items.insert(100, 7)
items.insert(-1, 6.5)
print(items, items.pop(), items.pop(0), items.remove(6.5), items)
copy = items.copy()
copy.extend(range(2))
copy += "ab"
print(copy, items, copy * 0, [[0] * 2] * 2)
grid = [[0] * 3 for _ in range(2)]
grid[0][0] = 1
alias = [[0] * 3] * 2
alias[0][0] = 1
print(grid, alias)
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 9], [] == [], [1, [2]] == [1, [2]])
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len), sorted(set(words), key=words.index), max(words, key=lambda w: (len(w), w)))
try:
    items.remove(99)
except ValueError as e:
    print("ValueError:", e)

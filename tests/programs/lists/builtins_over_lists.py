xs = [5, 2, 8, 1]
print(sorted(xs), sorted(xs, reverse=True), xs)
print(list(reversed(xs)), list(enumerate(xs)), list(enumerate(xs, start=1)))
print(list(zip([1, 2, 3], "ab")), list(zip()), list(map(str, xs)), list(filter(lambda v: v > 2, xs)))
print(list(map(lambda a, b: a * b, [1, 2], [3, 4])), list(filter(None, [0, 1, "", "x"])))
print(any([0, 0, 1]), all([1, 2, 0]), any([]), all([]))
print(len(xs), min(xs), max(xs), sum(xs))
print(sorted(["b", "A", "c"]), sorted([(2, "b"), (1, "z"), (2, "a")]))
print(sorted({"x": 1, "a": 2}), sorted("hello"))
pairs = [("a", 3), ("b", 1), ("c", 2)]
print(sorted(pairs, key=lambda p: p[1]), max(pairs, key=lambda p: p[1]))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))

print(max(1, 2), max([1, 2]), max("abc"), min([3, 1, 2], key=lambda v: -v), max([], default="empty"), min((2, "b"), (1, "z")))

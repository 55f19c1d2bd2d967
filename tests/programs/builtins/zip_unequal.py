print(list(zip([1, 2, 3], "ab")), dict(zip(range(3), "xyz")), list(zip(*["ab", "cd"])))

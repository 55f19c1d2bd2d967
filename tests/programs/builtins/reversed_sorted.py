print(list(reversed(range(5))), list(reversed("abc")), sorted("bca", reverse=True), list(reversed([1, [2]])))

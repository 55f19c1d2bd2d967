print(len([1], [2]))

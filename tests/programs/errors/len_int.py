print(len(42))

print(str([1, "a"]), repr(("x",)), str({"k": "v"}), repr({1, 2}), str(set()), repr([]), str(()), repr({}))

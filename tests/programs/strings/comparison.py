print("apple" < "banana", "Zebra" < "apple", "abc" == "abc", "a" * 0 == "", sorted(["b", "B", "a", "A"]))

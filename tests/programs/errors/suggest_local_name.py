def describe(items):
    length = len(items)
    print("counting items")
    return f"{lenght} items"

print(describe([1, 2, 3]))

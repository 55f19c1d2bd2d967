items = [1, 2]
items.append(items)
print(items)
table = {"a": 1}
table["self"] = table
print(table)
print(str(items), repr(table))
pair = ([],)
pair[0].append(pair)
print(pair)
outer = {"inner": [items]}
print(outer)

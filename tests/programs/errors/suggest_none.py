values = [1, 2, 3]
print(sum(values))
print(completely_unknown_thing)

nested = []
for i in range(100000):
    nested = [nested]
print("built")
print(len(repr(nested)))

scores = {"alice": [90, 85]}
def best(name):
    return max(scores[name])
print(best("alice"))
print(best("bob"))

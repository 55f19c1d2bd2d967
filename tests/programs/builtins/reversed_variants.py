# reversed() over sequences, ranges, dicts and classes with __reversed__ or the sequence protocol
print(list(reversed([1, 2, 3])), list(reversed((4, 5))), list(reversed("abc")))
print(list(reversed(range(5))), list(reversed(range(1, 10, 3))), list(reversed(range(0))))
print(list(reversed(range(10, 0, -4))))
d = {"x": 1, "y": 2, "z": 3}
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
class Deck:
    def __init__(self):
        self.cards = ["A", "K", "Q"]
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
print(list(reversed(Deck())), type(reversed(Deck())).__name__)
class Custom:
    def __reversed__(self):
        return iter(["custom"])
print(list(reversed(Custom())))
class NoLen:
    def __getitem__(self, i):
        return i
for bad in [{1, 2}, 5, None, iter([1]), NoLen(), frozenset([1])]:
    try:
        reversed(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    reversed()
except TypeError as e:
    print(type(e).__name__, e)
try:
    reversed([1], [2])
except TypeError as e:
    print(type(e).__name__, e)
r = reversed([1, 2, 3])
print(next(r), list(r), list(r))

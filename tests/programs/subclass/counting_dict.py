# A dict that counts its reads; copies made by dict(), .copy() and {**d}
# are plain dicts, as in CPython.
class CountingDict(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.reads = 0

    def __getitem__(self, key):
        self.reads += 1
        return super().__getitem__(key)


prices = CountingDict(apple=3, pear=5)
prices["fig"] = 2
total = prices["apple"] + prices["pear"] + prices["fig"]
print(total, prices.reads, prices)
print(prices.get("apple"), prices.reads)
copies = [dict(prices), prices.copy(), {**prices}, dict(**prices)]
for c in copies:
    print(c, type(c).__name__, c == prices)
print(prices | {"kiwi": 4}, type(prices | {"kiwi": 4}).__name__)
print(prices.reads, sorted(prices.items()), list(prices.values()))
try:
    prices["plum"]
except KeyError as e:
    print(type(e).__name__, e, prices.reads)

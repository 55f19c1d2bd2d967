# Counter is a dict subclass, as in CPython.
import json
from collections import Counter

words = "the quick brown fox jumps over the lazy dog the end".split()
counts = Counter(words)
print(counts.most_common(3), counts["the"], counts["cat"], len(counts))
print(isinstance(counts, dict), type(counts).__mro__, json.dumps(Counter("aab")))
print(dict(Counter("abca")), sorted(Counter("abca").items()), Counter("abca") == {"a": 2, "b": 1, "c": 1})
stock = Counter(apples=3, pears=1)
stock.update(apples=2, kiwis=4)
stock.subtract({"pears": 1})
print(stock, stock.total(), sorted(stock.elements()))
a, b = Counter(x=3, y=1), Counter(x=1, y=2)
print(a + b, a - b, a | b, a & b, -Counter(x=-2), +Counter(x=-1, y=1))
a += b
print(a, type(a).__name__, Counter() == Counter(), Counter(x=0) == Counter())
letters = Counter()
for ch in "mississippi":
    letters[ch] += 1
print(letters, letters.most_common(1))

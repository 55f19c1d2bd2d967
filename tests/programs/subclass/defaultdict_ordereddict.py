# defaultdict and OrderedDict are dict subclasses, as in CPython.
import json
from collections import OrderedDict, defaultdict

by_length = defaultdict(list)
for word in "a bb cc ddd e".split():
    by_length[len(word)].append(word)
print(by_length, isinstance(by_length, dict), dict(by_length), json.dumps(by_length))
print(by_length[9], len(by_length), sorted(by_length), type(by_length.copy()).__name__)
counts = defaultdict(int, {"x": 1})
counts["x"] += 1
counts["y"] += 1
print(counts, counts.default_factory, defaultdict(None, a=1))
try:
    defaultdict(None)["missing"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    defaultdict("not callable")
except TypeError as e:
    print(type(e).__name__, e)

recent = OrderedDict()
for page in ["home", "about", "blog", "home"]:
    recent[page] = recent.get(page, 0) + 1
    recent.move_to_end(page)
print(recent, list(recent), isinstance(recent, dict), json.dumps(recent))
print(recent.popitem(), recent.popitem(last=False), recent)
first, second = OrderedDict(a=1, b=2), OrderedDict(b=2, a=1)
print(first == second, first == dict(second), dict(first) == second, first != second)
print(OrderedDict(), OrderedDict.fromkeys("xy", 0), type(OrderedDict.fromkeys("xy")).__name__)

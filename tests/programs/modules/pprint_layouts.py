import pprint
from collections import Counter, OrderedDict, defaultdict, deque

data = {
    "name": "tracelab",
    "versions": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
    "nested": {"b": [("x", 1), ("y", 2)], "a": {"deep": {"deeper": ["value"] * 6}}},
    "tags": {"w%02d" % i for i in range(19, -1, -1)},
    "ints": {30, 10, 20},
    "frozen": frozenset({3, 1, 2}),
    "pair": (1, "one"),
    "single": ("only",),
    "empty": [[], {}, (), set()],
}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, indent=4, width=60)
pprint.pprint(data, depth=2)
pprint.pprint(data, sort_dicts=False, width=50)
pprint.pp(data, width=70)
print(pprint.pformat(list(range(40)), compact=True, width=30))
print(pprint.pformat(list(range(40)), width=30)[:60])
print(pprint.pformat([[1, 2, 3]] * 6, compact=True, width=25))
print(pprint.pformat((1,), width=1), pprint.pformat({}, width=1), pprint.pformat([1, [2, [3, [4]]]], depth=2))
pprint.pprint({i: "x" * i for i in range(8, 14)}, width=30)
pprint.pprint([{"id": i, "name": "item%d" % i, "tags": ["a", "b"]} for i in range(3)])
pprint.pprint({"key": {"k2": {"k3": {"k4": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}}}}, width=30)
pprint.pprint({3: "c", 1: "a", 2: "b", "x": 0, (1, 2): None}, width=20)

# strings, bytes and numbers
text = "The quick brown fox jumps over the lazy dog. " * 4
pprint.pprint(text)
pprint.pprint({"text": text, "lines": "first line\nsecond line that is rather long indeed, more than forty\n"}, width=40)
pprint.pprint([text[:60]], width=30)
pprint.pprint(b"0123456789" * 10, width=40)
pprint.pprint(bytearray(b"abcdefgh" * 8), width=30)
pprint.pprint([10**12, 1234567, 0.5, 3j], underscore_numbers=True, width=20)
pprint.pprint("short")

# collections
pprint.pprint(OrderedDict((str(i), i * 1000) for i in range(12)), width=40)
pprint.pprint(defaultdict(list, {"alpha": [1, 2, 3] * 5, "beta": []}), width=40)
pprint.pprint(Counter("the quick brown fox jumps over the lazy dog"), width=40)
pprint.pprint(deque(range(30)), width=40)
pprint.pprint(deque(range(30), maxlen=40), width=40)
pprint.pprint({"counts": Counter(), "d": deque(), "o": OrderedDict()})

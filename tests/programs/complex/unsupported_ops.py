# What complex numbers do not support: CPython's TypeErrors, caught and printed.
import math

k = 1j

attempts = [
    ("1j // 2", lambda: 1j // 2),
    ("2 // 1j", lambda: 2 // 1j),
    ("1j % 2", lambda: 1j % 2),
    ("divmod(1j, 2)", lambda: divmod(1j, 2)),
    ("divmod(2, 1j)", lambda: divmod(2, 1j)),
    ("1j < 1j", lambda: 1j < 1j),
    ("1j < 1", lambda: 1j < 1),
    ("2.5 >= 1j", lambda: 2.5 >= 1j),
    ("~1j", lambda: ~1j),
    ("1j << 1", lambda: 1j << 1),
    ("1j & 1", lambda: 1j & 1),
    ("int(1j)", lambda: int(1j)),
    ("float(1j)", lambda: float(1j)),
    ("round(1j)", lambda: round(1j)),
    ("math.sqrt(1j)", lambda: math.sqrt(1j)),
    ("math.floor(1j)", lambda: math.floor(1j)),
    ("1j + 'a'", lambda: 1j + "a"),
    ("'a' + 1j", lambda: "a" + 1j),
    ("[1] * 1j", lambda: [1] * 1j),
    ("1j * [1]", lambda: 1j * [1]),
    ("'%d' % 1j", lambda: "%d" % 1j),
    ("'%f' % 1j", lambda: "%f" % 1j),
    ("range(1j)", lambda: range(1j)),
    ("[0][k]", lambda: [0][k]),
    ("max(1j, 2j)", lambda: max(1j, 2j)),
    ("sorted([1j, 2j])", lambda: sorted([1j, 2j])),
    ("(1j).foo", lambda: (1j).foo),
]
for text, attempt in attempts:
    try:
        print(text, "=", attempt())
    except (TypeError, AttributeError) as e:
        print(text, "->", type(e).__name__, e)
z = 1j
try:
    z //= 2
except TypeError as e:
    print(type(e).__name__, e)

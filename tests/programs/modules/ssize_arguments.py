# Sizes and counts the C-written modules read as C ssize_t, at and past its bounds.
import collections
import itertools
import operator


def show(label, make):
    try:
        print(label, repr(make()))
    except (ValueError, OverflowError, TypeError) as e:
        print(label, type(e).__name__, e)


show("islice stop 2**64", lambda: list(itertools.islice([1, 2], 2**64)))
show("islice stop 2**63-1", lambda: list(itertools.islice([1, 2], 2**63 - 1)))
show("islice stop -1", lambda: list(itertools.islice([1, 2], -1)))
show("islice start 2**63", lambda: list(itertools.islice([1, 2, 3], 2**63, None)))
show("islice step 2**64", lambda: list(itertools.islice([1, 2], 0, None, 2**64)))
show("islice step 0", lambda: list(itertools.islice([1, 2], 0, None, 0)))
show("islice 1, 5, 2", lambda: list(itertools.islice(range(10), 1, 5, 2)))
show("repeat 2**64", lambda: list(itertools.repeat(1, 2**64)))
show("repeat -2**64", lambda: list(itertools.repeat(1, -2**64)))
show("repeat -3", lambda: list(itertools.repeat(1, -3)))
show("repeat 2", lambda: list(itertools.repeat("a", 2)))
show("deque maxlen 2**64", lambda: collections.deque(maxlen=2**64))
show("deque maxlen -1", lambda: collections.deque(maxlen=-1))
show("deque maxlen 2", lambda: collections.deque([1, 2, 3], maxlen=2))
show("rotate 2**64+1", lambda: collections.deque([1, 2, 3]).rotate(2**64 + 1))
d = collections.deque([1, 2, 3])
d.rotate(2**63 - 1)
show("rotate 2**63-1", lambda: d)
show("length_hint default 2**64", lambda: operator.length_hint([], 2**64))
show("length_hint default 'x'", lambda: operator.length_hint(iter([]), "x"))
show("length_hint [1, 2]", lambda: operator.length_hint([1, 2], 2**62))

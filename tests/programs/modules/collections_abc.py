# collections.abc: which built-in and program types each ABC accepts (by the
# methods a class defines, or as registered), and the mixin methods a class
# gets from Mapping, MutableSequence and Set.
from collections.abc import (Callable, Collection, Container, Generator, Hashable, ItemsView, Iterable, Iterator,
                             KeysView, Mapping, MutableMapping, MutableSequence, MutableSet, Reversible, Sequence,
                             Set, Sized)
import collections.abc

values = [[1], (1,), "s", b"b", {1: 2}, {1}, frozenset(), range(2), iter([]), (x for x in ()), len, 3, None]
for abc in (Iterable, Iterator, Sized, Container, Collection, Sequence, MutableSequence, Mapping, MutableMapping,
            Set, MutableSet, Hashable, Callable, Reversible, Generator):
    print(abc.__name__, [isinstance(v, abc) for v in values])
print(isinstance({}.keys(), KeysView), isinstance({}.items(), ItemsView), issubclass(list, Sequence))
print(collections.abc.Iterable, Mapping.__module__)


class Ring:
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)


print(isinstance(Ring([]), Iterable), isinstance(Ring([]), Sized), isinstance(Ring([]), Collection))


class Unhashable:
    __hash__ = None


print(isinstance(Unhashable(), Hashable), isinstance(Ring([]), Hashable))


class Settings(MutableMapping):
    def __init__(self):
        self._data = {}

    def __getitem__(self, key):
        return self._data[key.lower()]

    def __setitem__(self, key, value):
        self._data[key.lower()] = value

    def __delitem__(self, key):
        del self._data[key.lower()]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)


s = Settings()
s.update({"Color": "red"}, Size=3)
print(s["COLOR"], s.get("missing", "-"), "size" in s, sorted(s.keys()), list(s.items()), list(s.values()))
print(s.setdefault("Mode", "dark"), s.pop("mode"), len(s), s == {"color": "red", "size": 3})
s.clear()
print(len(s), isinstance(s, dict), isinstance(s, Mapping))


class Stack(MutableSequence):
    def __init__(self):
        self._items = []

    def __getitem__(self, index):
        return self._items[index]

    def __setitem__(self, index, value):
        self._items[index] = value

    def __delitem__(self, index):
        del self._items[index]

    def __len__(self):
        return len(self._items)

    def insert(self, index, value):
        self._items.insert(index, value)


st = Stack()
st.extend([3, 1, 4, 1])
st.append(5)
st.reverse()
print(list(st), st.index(1), st.count(1), 4 in st, list(reversed(st)), st.pop(), st.pop(0))
st.remove(1)
st += [9]
print(list(st))


class Bits(Set):
    def __init__(self, items=()):
        self._items = sorted(set(items))

    def __contains__(self, item):
        return item in self._items

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)

    def __repr__(self):
        return f"Bits({self._items})"


a, b = Bits([1, 2, 3]), Bits([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= Bits([1, 2, 3, 4]), a == Bits([3, 2, 1]), a.isdisjoint([7]))
try:
    Sequence()
except TypeError as error:
    print(error)

# Reaching the built-in type's own methods from a subclass: super(), the
# type's methods called with self, and the types' __new__.
class Tracked(dict):
    def __setitem__(self, key, value):
        print(f"  store {key!r}")
        super().__setitem__(key, value)

    def __getitem__(self, key):
        value = super().__getitem__(key)
        print(f"  load {key!r} -> {value!r}")
        return value

    def set_quietly(self, key, value):
        dict.__setitem__(self, key, value)


d = Tracked()
d["a"] = 1
d.set_quietly("b", 2)
print(d["a"] + d["b"], d)


class Bag(list):
    def __init__(self, iterable=()):
        super().__init__(iterable)

    def add(self, item):
        list.append(self, item)
        return self


print(Bag("ab").add("c"), Bag().add(1).add(2))


class Code(str):
    def __new__(cls, value):
        return str.__new__(cls, value.strip().upper())


class Count(int):
    def __new__(cls, value=0):
        return int.__new__(cls, max(value, 0))


class Row(tuple):
    def __new__(cls, *cells):
        return tuple.__new__(cls, cells)


print(repr(Code("  ab12 ")), Count(-5), Count(7), Count(), Row(1, "x"), type(Row()).__name__)
print(float.__add__(1.5, 2), int.__mul__(6, 7), str.__len__("four"), list.__len__([1, 2]), tuple.__add__((1,), (2,)))
print(dict.__contains__({"k": 1}, "k"), dict.__getitem__({"k": 1}, "k"), list.__getitem__([5, 6], 1))
print(int.__add__(1, 2.5), float.__radd__(1.5, 2), str.__mul__("ab", 2), list.__eq__([1], [1]), int.__lt__(1, "x"))

# Built-in functions and syntax call a subclass's overrides: len(), in,
# for, x[k], x[k] = v, del, repr()/print, str(), ==, hash(), bool() and +.
class Spy(list):
    def __len__(self):
        print("  __len__")
        return super().__len__()

    def __contains__(self, item):
        print("  __contains__", item)
        return super().__contains__(item)

    def __iter__(self):
        print("  __iter__")
        return super().__iter__()

    def __getitem__(self, index):
        print("  __getitem__", index)
        return super().__getitem__(index)

    def __setitem__(self, index, value):
        print("  __setitem__", index, value)
        super().__setitem__(index, value)

    def __delitem__(self, index):
        print("  __delitem__", index)
        super().__delitem__(index)

    def __repr__(self):
        return "Spy" + super().__repr__()

    def __eq__(self, other):
        print("  __eq__")
        return super().__eq__(other)

    def __hash__(self):
        print("  __hash__")
        return hash(tuple(self))

    def __bool__(self):
        print("  __bool__")
        return True

    def __add__(self, other):
        print("  __add__")
        return Spy(list(self) + list(other))


s = Spy([1, 2, 3])
print(len(s))
print(2 in s)
print([x for x in s])
print(s[0])
s[0] = 9
del s[2]
print(s, str(s), repr(s), f"{s}", [s])
print(s == [9, 2])
print(hash(s) == hash((9, 2)))
print(bool(Spy()), "truthy" if Spy() else "falsy")
print(s + [7])
print(sorted(s), list(s), sum(s), max(s))

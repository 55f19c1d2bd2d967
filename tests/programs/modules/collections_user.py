# collections.UserDict, UserList and UserString: the wrapped data, and
# subclasses whose overrides the other methods go through.
from collections import UserDict, UserList, UserString


class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)


d = LowerDict({"A": 1}, B=2)
d.update(C=3)
d.setdefault("D", 4)
print(d, d.data, len(d), "a" in d, d.get("z", 0), list(d), repr(d), type(d.copy()).__name__, d.copy())
print(d | {"e": 5}, {"x": 0} | d, UserDict.fromkeys("ab", 0), dict(d), d == {"a": 1, "b": 2, "c": 3, "d": 4})
del d["a"]
print(d.pop("b"), d.popitem(), d, isinstance(d, UserDict))


class Defaulting(UserDict):
    def __missing__(self, key):
        return key * 2


print(Defaulting()["ab"])
try:
    UserDict()["nope"]
except KeyError as e:
    print("KeyError", e)

l = UserList([3, 1, 2])
l.append(0)
l.extend(UserList([9]))
l.sort()
print(l, l.data, l[1:3], type(l[1:3]).__name__, l + [7], [7] + l, l * 2, len(l), l.index(9), l.count(1))
l += (5,)
l.insert(0, -1)
print(l, l.pop(), l.pop(0), l, l == [0, 1, 2, 3, 9], l < UserList([5]), 3 in l, list(reversed(l)))
l.reverse()
l.remove(9)
print(l, l.copy(), type(l.copy()).__name__, UserList("abc"), UserList())

s = UserString("Hello World")
print(s, repr(s), s.upper(), type(s.upper()).__name__, s.lower(), s.split(), s.find("o"), s.count("l"))
print(s[0], type(s[0]).__name__, s[::-1], s + "!", "<" + s, s * 2, len(s), "World" in s, s == "Hello World")
print(s.replace("World", "There"), s.startswith("He"), s.center(15, "*"), s.strip("Hd"), s.partition(" "))
print(UserString(42), UserString(3.5) < "4", hash(UserString("x")) == hash("x"), int(UserString("17")) + 1)
print(UserString("%s-%s") % ("a", "b"), s.join(["1", "2"]), s.zfill(13), s.title(), s.swapcase(), s.isalpha())
print(sorted([UserString("b"), UserString("a")]), s.format(), s.encode(), s.casefold(), s.expandtabs())

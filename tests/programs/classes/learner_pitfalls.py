# Pitfalls: 'is' with a literal, bad dunders, abstract classes, mutable defaults, mutation while iterating.
x = 5
if x is 5:
    print("five")
print(x is not "a", [] == [])
class S:
    def __str__(self):
        return 5
try:
    str(S())
except TypeError as e:
    print(e)
class I:
    def __init__(self):
        return 5
try:
    I()
except TypeError as e:
    print(e)
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
try:
    Shape()
except TypeError as e:
    print(e)
class Sq(Shape):
    def area(self):
        return 1
try:
    Sq()
except TypeError as e:
    print(e)
class Temp:
    def __init__(self):
        self._c = 0
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v
t = Temp()
t.c = 5
print(t.c)
try:
    t.c = -300
except ValueError as e:
    print(e)
def add(item, bucket=[]):
    bucket.append(item)
    return bucket
print(add(1), add(2))
class Cnt:
    n = 0
    def __init__(self):
        Cnt.n += 1
        self.n = -1
Cnt(); Cnt()
print(Cnt.n, Cnt().n)
try:
    class Broken(int, str): pass
except TypeError as e:
    print(e)
def outer():
    v = 1
    def inner():
        v += 1
    inner()
try:
    outer()
except UnboundLocalError as e:
    print(e)
import sys
print(sys.getrecursionlimit(), sys.version_info[:2], sys.maxsize, type(sys.argv))
def r(n):
    return r(n + 1)
try:
    r(0)
except RecursionError as e:
    print(e)
print(*[1, 2, 3], sep=", ", end="!\n")
print("a", "b", sep="")
print()
print(1, 2, file=sys.stderr)
a = b = []
a.append(1)
print(b, a is b, [1, 2, 3][-1], "abc"[-1:], list(range(0)), [] or "empty", 0 or None, 5 and 6)
nums = [1, 2, 3]
for n in nums:
    if n == 2:
        nums.remove(n)
print(nums)
d = {"a": 1}
try:
    for k in d:
        d["b"] = 2
except RuntimeError as e:
    print(e)
s = {1}
try:
    for k in s:
        s.add(5)
except RuntimeError as e:
    print(e)
print(int("10", 2), str(10), repr("10"), "5" + str(5), int(5.9), "3" * 3, 3 * "ab")
print("%d items" % 3, "%s" % [1], "%.2f" % 2, "%5s|" % "ab", "%-5s|" % "ab")
try:
    "%d" % "x"
except TypeError as e:
    print(e)
try:
    "%d %d" % (1,)
except TypeError as e:
    print(e)
try:
    "%d" % (1, 2)
except TypeError as e:
    print(e)

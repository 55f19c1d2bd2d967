from collections import Counter, OrderedDict, deque, ChainMap, namedtuple, defaultdict
a = Counter("abracadabra")
b = Counter(a=1, b=5, z=2)
print(a, a.most_common(2), a + b, a - b, a & b, a | b, +Counter(x=-1, y=2), -Counter(x=-1, y=2))
a.update("aaz")
a.subtract({"a": 10})
print(a, a.total(), sorted(a.elements())[:5], a["missing"])
print(Counter(a=2) == Counter(a=2, b=0), Counter({"x": 3}) <= Counter({"x": 4}))
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))
d = deque(range(5), maxlen=5)
d.rotate(2)
print(d)
d.rotate(-3)
d.append(9)
d.appendleft(-1)
print(d, d.maxlen, d.count(9), d.index(-1))
d.extendleft("ab")
print(d, len(d))
try:
    deque([1]).index(5)
except ValueError as e:
    print(e)
try:
    deque().pop()
except IndexError as e:
    print(e)
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), list(cm), cm.maps, cm.new_child({"c": 4}), cm.parents)
cm["z"] = 0
print(cm.maps[0])
try:
    del cm["b"]
except KeyError as e:
    print(e)
Point = namedtuple("Point", "x y", defaults=[0])
p = Point(1)
print(p, p._replace(y=5), p._asdict(), Point._fields, Point._field_defaults, Point._make([3, 4]))
x, y = p
print(x, y, p[0], p.x, p == (1, 0), type(p).__name__)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(e)
try:
    p._replace(z=1)
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print(e)
try:
    namedtuple("Bad", "def x")
except ValueError as e:
    print(e)
R = namedtuple("R", "a def", rename=True)
print(R._fields)
dd = defaultdict(list)
dd["k"].append(1)
print(dd, dd.default_factory, repr(defaultdict(int)))

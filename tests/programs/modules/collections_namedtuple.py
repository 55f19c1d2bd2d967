from collections import namedtuple
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], p[:1], len(p), list(p), tuple(p))
x, y = p
print(x, y, p == (1, 2), (1, 2) == p, p != (1, 3), hash(p) == hash((1, 2)))
print(p._fields, p._asdict(), p._replace(x=10), Point._make([3, 4]))
print(Point.__name__, type(p).__name__, p < (1, 3), sorted([Point(2, 1), Point(1, 5)]))
P3 = namedtuple('P3', 'a b c', defaults=[0, 9])
print(P3(1), P3(1, 2), P3(c=5, a=1), P3._field_defaults)
R = namedtuple('R', 'a, def, a, _b', rename=True)
print(R._fields, R(1, 2, 3, 4))
print(f"{p}", str(p), repr(p), 1 in p, p.count(1), p.index(2), p + (3,), p * 2)
d = {p: 'here'}
print(d[Point(1, 2)], {p, Point(1, 2)})
for args in [(1,), (1, 2, 3)]:
    try:
        Point(*args)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Point(1, 2, z=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, x=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    P3()
except TypeError as e:
    print(type(e).__name__, e)
try:
    p.x = 5
except AttributeError as e:
    print(type(e).__name__, e)
for bad in [('P', 'x 1y'), ('P', 'x class'), ('P', 'x _y'), ('P', 'x x'), ('1P', 'x')]:
    try:
        namedtuple(*bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    p._replace(z=1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Point._make([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    p[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    namedtuple('Q', 'a', defaults=(1, 2))
except TypeError as e:
    print(type(e).__name__, e)
print(max([Point(1, 9), Point(3, 0)], key=lambda q: q.y), dict(p._asdict()))

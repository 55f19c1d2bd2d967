import operator
from operator import itemgetter, attrgetter, methodcaller

print(operator.add(2, 3), operator.mul("ab", 2), operator.neg(5), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.eq(1, 1.0), operator.lt("a", "b"), operator.not_(0), operator.contains([1, 2], 2), operator.getitem("abc", 1))
print(operator.pow(2, 10), operator.mod(7, 3), operator.abs(-4), operator.and_(6, 3), operator.or_(6, 3), operator.xor(6, 3))
print(operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.is_(None, None), operator.concat([1], [2]))
data = [{"name": "b", "age": 3}, {"name": "a", "age": 5}]
print(sorted(data, key=itemgetter("name")), itemgetter(1)([5, 6]), itemgetter(0, 2)("abc"))
print(itemgetter(1), attrgetter("x", "y"), methodcaller("split", ",", maxsplit=1))

class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
        self.inner = self if x == 0 else None
pts = [P(2, 1), P(1, 5)]
print([p.x for p in sorted(pts, key=attrgetter("x"))], attrgetter("x", "y")(pts[0]), attrgetter("inner.x")(P(0, 9)))
print(methodcaller("upper")("x"), methodcaller("split", ",", maxsplit=1)("a,b,c"))
lst = [1]
print(operator.iadd(lst, [2]) is lst, lst, operator.iadd(1, 2))
setitem_target = {}
operator.setitem(setitem_target, "k", 1)
print(setitem_target)

# operator's function forms, as sorting and reducing code uses them.
import operator
from functools import reduce
from operator import itemgetter, attrgetter, methodcaller

rows = [("ann", 31, 4.5), ("bob", 25, 3.9), ("cy", 31, 4.1)]
print(sorted(rows, key=itemgetter(1, 2)), itemgetter(0)(rows), itemgetter(slice(1, None))(rows[0]))
print(list(map(itemgetter(0), rows)), itemgetter("k")({"k": 1}))


class Person:
    def __init__(self, name, city):
        self.name = name
        self.address = type("Address", (), {"city": city})()


people = [Person("x", "Oslo"), Person("y", "Bergen")]
print([attrgetter("name", "address.city")(p) for p in people])
print(sorted(people, key=attrgetter("address.city"))[0].name)
print(methodcaller("split", ",", 1)("a,b,c"), methodcaller("upper")("abc"))
print(reduce(operator.mul, range(1, 7)), reduce(operator.add, ["a", "b", "c"], ">"))
print(operator.add(1, 2), operator.sub(5, 3), operator.truediv(1, 4), operator.floordiv(7, 2), operator.mod(7, 3))
print(operator.neg(3), operator.pos(-3), operator.not_(0), operator.truth([]), operator.abs(-2), operator.inv(5))
print(operator.eq(1, 1.0), operator.ne(1, 2), operator.lt(1, 2), operator.ge(2, 2), operator.is_(None, None), operator.is_not(1, None))
print(operator.contains([1, 2], 2), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.concat([1], [2]))
print(operator.getitem([10, 20], 1), operator.pow(2, 5), operator.and_(6, 3), operator.or_(6, 3), operator.xor(6, 3))
print(operator.lshift(1, 4), operator.rshift(32, 2), operator.index(7), operator.length_hint([1, 2, 3]))
d = {"a": 1}
operator.setitem(d, "b", 2)
operator.delitem(d, "a")
print(d, operator.iadd([1], [2]), operator.itemgetter(-1)("xyz"))
print(repr(itemgetter(1)), repr(attrgetter("a.b")), repr(methodcaller("f", 1, k=2)))
try:
    itemgetter(5)([1])
except IndexError as e:
    print("IndexError:", e)
try:
    attrgetter("missing")(people[0])
except AttributeError as e:
    print("AttributeError:", e)

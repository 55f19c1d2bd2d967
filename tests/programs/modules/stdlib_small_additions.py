# Smaller names of io, operator, abc, functools and types: BytesIO and the
# SEEK_* constants, operator.call and the in-place shifts, abc's abstract
# decorators, functools.partialmethod and recursive_repr, types.new_class
# and MappingProxyType.
import abc
import functools
import io
import operator
import types

b = io.BytesIO(b"line one\nline two\n")
print(b.readline(), b.read(4), b.tell(), b.seek(0, io.SEEK_END), b.write(b"three"), b.getvalue())
b.seek(-5, io.SEEK_CUR)
print(b.read(), b.seek(2), b.read(3), list(io.BytesIO(b"a\nb")), io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
print(io.BytesIO().getvalue(), io.BytesIO(bytearray(b"xy")).read(), io.DEFAULT_BUFFER_SIZE)
with io.BytesIO() as out:
    out.write(b"abc")
    out.seek(5)
    out.write(b"!")
    print(out.getvalue(), out.readable(), out.writable(), out.seekable())
print(out.closed)
for call in [lambda: io.BytesIO("text"), lambda: io.BytesIO().write("text"), lambda: out.read(),
             lambda: io.BytesIO().seek(-1), lambda: io.BytesIO().seek(0, 3)]:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

print(operator.call(max, 3, 9, key=lambda v: -v), operator.ilshift(1, 4), operator.irshift(256, 2))
items = [1, 2]
print(operator.iconcat(items, [3]) is items, items)


class Shape(abc.ABC):
    @abc.abstractproperty
    def area(self):
        ...

    @abc.abstractclassmethod
    def unit(cls):
        ...

    @abc.abstractstaticmethod
    def sides():
        ...


class Square(Shape):
    area = property(lambda self: 4)
    unit = classmethod(lambda cls: cls.__name__)
    sides = staticmethod(lambda: 4)


print(sorted(Shape.__abstractmethods__), Square().area, Square.unit(), Square.sides(), abc.get_cache_token() >= 0)
try:
    Shape()
except TypeError as e:
    print(e)


class Late(abc.ABC):
    pass


Late.run = abc.abstractmethod(lambda self: None)
print(abc.update_abstractmethods(Late) is Late, sorted(Late.__abstractmethods__))


class Cell:
    def __init__(self):
        self.value = 0

    def set(self, value, note=""):
        self.value = value
        return note

    reset = functools.partialmethod(set, 0, note="reset")
    to_five = functools.partialmethod(set, 5)


c = Cell()
print(c.to_five(), c.value, c.reset(), c.value, type(Cell.__dict__["reset"]).__name__)


class Node:
    def __init__(self):
        self.children = []

    @functools.recursive_repr()
    def __repr__(self):
        return f"Node({self.children})"


n = Node()
n.children.append(n)
n.children.append(Node())
print(n, Node.__repr__.__name__, functools.recursive_repr("<loop>")(lambda self: "x")(0))

Point = types.new_class("Point", (), {}, lambda ns: ns.update(x=1))
print(Point.__name__, Point.x, type(Point).__name__, types.resolve_bases((int, str)))


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwds):
        return {"prepared": True}


meta, ns, kwds = types.prepare_class("X", (), {"metaclass": Meta, "flag": 1})
print(meta.__name__, ns, kwds)
Y = types.new_class("Y", (), {"metaclass": Meta})
print(type(Y).__name__, Y.prepared)
proxy = types.MappingProxyType({"a": 1, "b": 2})
print(proxy, proxy["a"], len(proxy), list(proxy), proxy.get("c", 3), "b" in proxy, proxy | {"c": 3}, proxy.copy())
try:
    proxy["a"] = 5
except TypeError as e:
    print(e)
try:
    types.MappingProxyType([1])
except TypeError as e:
    print(e)

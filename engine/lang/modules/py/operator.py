"""operator: the standard operators as functions."""

_abs = abs


def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return bool(a)
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def abs(a): return _abs(a)
def add(a, b): return a + b
def and_(a, b): return a & b
def floordiv(a, b): return a // b
def index(a): return a.__index__() if not isinstance(a, int) else a
def inv(a): return ~a
invert = inv
def lshift(a, b): return a << b
def mod(a, b): return a % b
def mul(a, b): return a * b
def matmul(a, b): return a @ b
def neg(a): return -a
def or_(a, b): return a | b
def pos(a): return +a
def pow(a, b): return a ** b
def rshift(a, b): return a >> b
def sub(a, b): return a - b
def truediv(a, b): return a / b
def xor(a, b): return a ^ b
def concat(a, b):
    if not isinstance(a, (list, tuple, str)) and not hasattr(a, '__getitem__'):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")
    return a + b
def contains(a, b): return b in a
def countOf(a, b): return sum(1 for x in a if x is b or x == b)
def delitem(a, b): del a[b]
def getitem(a, b): return a[b]
def indexOf(a, b):
    for i, x in enumerate(a):
        if x is b or x == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')
def setitem(a, b, c): a[b] = c
def length_hint(obj, default=0):
    if not isinstance(default, int):
        raise TypeError(f"'{type(default).__name__}' object cannot be interpreted as an integer")
    if not -2**63 <= default <= 2**63 - 1:
        raise OverflowError("Python int too large to convert to C ssize_t")
    try:
        return len(obj)
    except TypeError:
        return default


def iadd(a, b):
    a += b
    return a
def isub(a, b):
    a -= b
    return a
def imul(a, b):
    a *= b
    return a
def itruediv(a, b):
    a /= b
    return a
def ifloordiv(a, b):
    a //= b
    return a
def imod(a, b):
    a %= b
    return a
def ipow(a, b):
    a **= b
    return a
def iand(a, b):
    a &= b
    return a
def ior(a, b):
    a |= b
    return a
def ixor(a, b):
    a ^= b
    return a
def iconcat(a, b):
    a += b
    return a
def ilshift(a, b):
    a <<= b
    return a
def irshift(a, b):
    a >>= b
    return a
def imatmul(a, b):
    a @= b
    return a
def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)


class itemgetter:
    def __init__(self, item, *items):
        self._items = (item,) + items

    def __call__(self, obj):
        if len(self._items) == 1:
            return obj[self._items[0]]
        return tuple(obj[i] for i in self._items)

    def __repr__(self):
        return f"operator.itemgetter({', '.join(map(repr, self._items))})"


class attrgetter:
    def __init__(self, attr, *attrs):
        for a in (attr,) + attrs:
            if not isinstance(a, str):
                raise TypeError('attribute name must be a string')
        self._attrs = (attr,) + attrs

    def _get(self, obj, dotted):
        for name in dotted.split('.'):
            obj = getattr(obj, name)
        return obj

    def __call__(self, obj):
        if len(self._attrs) == 1:
            return self._get(obj, self._attrs[0])
        return tuple(self._get(obj, a) for a in self._attrs)

    def __repr__(self):
        return f"operator.attrgetter({', '.join(map(repr, self._attrs))})"


class methodcaller:
    def __init__(self, name, /, *args, **kwargs):
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        args = [repr(self._name)] + [repr(a) for a in self._args]
        args.extend(f"{k}={v!r}" for k, v in self._kwargs.items())
        return f"operator.methodcaller({', '.join(args)})"

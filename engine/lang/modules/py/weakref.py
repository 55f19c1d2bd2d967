"""weakref: weak references as CPython 3.11 has them. ref, getweakrefcount and
getweakrefs come from _weakref (modules/weakref_module.cc); the containers
and finalize are written here over ref's callbacks.

A reference dies when its referent's last strong reference goes, as in
CPython; its callback runs when the statement that dropped that reference
ends (CPython runs it at once). Finalizers left alive when the program ends
are not called (CPython calls those whose atexit is true). isinstance() of a
proxy sees ProxyType, where CPython's consults the proxy's __class__.
WeakMethod is not a subclass of ref here (ref is a C++ class)."""

from _weakref import ref, ReferenceType, getweakrefcount, getweakrefs
from _collections_abc import MutableMapping, MutableSet
import itertools as _itertools
import operator as _operator

__all__ = ['ref', 'proxy', 'ReferenceType', 'ProxyType', 'CallableProxyType', 'ProxyTypes', 'getweakrefcount',
           'getweakrefs', 'WeakKeyDictionary', 'WeakValueDictionary', 'WeakSet', 'WeakMethod', 'finalize']


def _address(obj):
    return '%#x' % id(obj)


def _referent(p):
    o = object.__getattribute__(p, '_proxy_ref')()
    if o is None:
        raise ReferenceError('weakly-referenced object no longer exists')
    return o


def _unwrap(value):
    return _referent(value) if isinstance(value, ProxyType) else value


class ProxyType:
    """A weak proxy: it reads, writes and operates on its referent while the
    referent lives, and raises ReferenceError after."""

    def __getattr__(self, name):
        return getattr(_referent(self), name)

    def __setattr__(self, name, value):
        setattr(_referent(self), name, value)

    def __delattr__(self, name):
        delattr(_referent(self), name)

    def __repr__(self):
        o = object.__getattribute__(self, '_proxy_ref')()
        return '<weakproxy at %s; to %r at %s>' % (_address(self), type(o).__name__, _address(o)) \
            if o is not None else '<weakproxy at %s; dead>' % _address(self)

    def __hash__(self):
        raise TypeError("unhashable type: 'weakref.%s'" % type(self).__name__)

    @property
    def __class__(self):
        return type(_referent(self))


def _forward(op):
    def method(self, *args):
        return op(_referent(self), *map(_unwrap, args))
    return method


def _reflected(op):
    def method(self, other):
        return op(_unwrap(other), _referent(self))
    return method


for _name, _op in (('str', str), ('bool', bool), ('len', len), ('iter', iter), ('next', next), ('int', int),
                   ('float', float), ('abs', abs), ('index', _operator.index), ('neg', _operator.neg),
                   ('pos', _operator.pos), ('invert', _operator.invert), ('getitem', _operator.getitem),
                   ('setitem', _operator.setitem), ('delitem', _operator.delitem),
                   ('contains', _operator.contains), ('iadd', _operator.iadd), ('isub', _operator.isub),
                   ('imul', _operator.imul)):
    setattr(ProxyType, '__%s__' % _name, _forward(_op))
for _name in ('eq', 'ne', 'lt', 'le', 'gt', 'ge'):
    setattr(ProxyType, '__%s__' % _name, _forward(getattr(_operator, _name)))
for _name in ('add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'and', 'or', 'xor', 'lshift', 'rshift'):
    _op = getattr(_operator, _name + '_' if _name in ('and', 'or') else _name)
    setattr(ProxyType, '__%s__' % _name, _forward(_op))
    setattr(ProxyType, '__r%s__' % _name, _reflected(_op))


class CallableProxyType(ProxyType):
    def __call__(self, *args, **kwargs):
        return _referent(self)(*args, **kwargs)


ProxyTypes = (ProxyType, CallableProxyType)


def proxy(object, callback=None, /):
    """A proxy to object that uses a weak reference (callback is called
    with the proxy when object dies)."""
    kind = CallableProxyType if callable(object) else ProxyType
    p = kind.__new__(kind)
    if callback is None:
        r = ref(object)
    else:
        selfref = ref(p)
        r = ref(object, lambda _: callback(selfref()))
    builtins_setattr = super(ProxyType, p).__setattr__
    builtins_setattr('_proxy_ref', r)
    return p


class WeakMethod:
    """A weak reference to a bound method: alive while both its object and its
    function are (CPython's subclasses ref, a native class here)."""

    def __init__(self, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None

        def _cb(arg):
            if self._alive:
                self._alive = False
                if callback is not None:
                    callback(self)
        self._self_ref = ref(obj, _cb)
        self._func_ref = ref(func, _cb)
        self._meth_type = type(meth)
        self._alive = True
        self.__callback__ = callback

    def __call__(self):
        obj = self._self_ref()
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is other
            return self._self_ref == other._self_ref and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self):
        return hash(self())

    def __repr__(self):
        meth = self()
        if meth is None:
            return f"<weakref at {_address(self)}; dead>"
        return f"<weakref at {_address(self)}; to '{type(meth.__self__).__name__}' at {_address(meth.__self__)}>"


class WeakValueDictionary(MutableMapping):
    """Mapping class that references values weakly: an entry goes when its
    value is no longer strongly referenced."""

    def __init__(self, other=(), /, **kw):
        self.data = {}
        self.update(other, **kw)

    def _remover(self, key):
        selfref = ref(self)

        def remove(wr):
            d = selfref()
            if d is not None and d.data.get(key) is wr:
                del d.data[key]
        return remove

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __setitem__(self, key, value):
        self.data[key] = ref(value, self._remover(key))

    def __delitem__(self, key):
        del self.data[key]

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        for key, wr in list(self.data.items()):
            if wr() is not None:
                yield key

    def __repr__(self):
        return '<%s at %s>' % (self.__class__.__name__, _address(self))

    def copy(self):
        new = WeakValueDictionary()
        for key, value in self.items():
            new[key] = value
        return new

    __copy__ = copy

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def items(self):
        for key, wr in list(self.data.items()):
            v = wr()
            if v is not None:
                yield key, v

    def keys(self):
        return iter(self)

    def values(self):
        for wr in list(self.data.values()):
            obj = wr()
            if obj is not None:
                yield obj

    def itervaluerefs(self):
        yield from list(self.data.values())

    def valuerefs(self):
        return list(self.data.values())

    def popitem(self):
        while True:
            key, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return key, o

    def pop(self, key, *args):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def setdefault(self, key, default=None):
        o = self.get(key)
        if o is None:
            self[key] = default
            return default
        return o


class WeakKeyDictionary(MutableMapping):
    """Mapping class that references keys weakly: an entry goes when its key
    is no longer strongly referenced."""

    def __init__(self, dict=None):
        self.data = {}
        selfref = ref(self)

        def remove(k):
            d = selfref()
            if d is not None:
                d.data.pop(k, None)
        self._remove = remove
        if dict is not None:
            self.update(dict)

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __len__(self):
        return len(self.data)

    def __repr__(self):
        return '<%s at %s>' % (self.__class__.__name__, _address(self))

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def copy(self):
        new = WeakKeyDictionary()
        for key, value in self.items():
            new[key] = value
        return new

    __copy__ = copy

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def items(self):
        for wr, value in list(self.data.items()):
            key = wr()
            if key is not None:
                yield key, value

    def keys(self):
        for wr in list(self.data):
            obj = wr()
            if obj is not None:
                yield obj

    __iter__ = keys

    def values(self):
        for wr, value in list(self.data.items()):
            if wr() is not None:
                yield value

    def keyrefs(self):
        return list(self.data)

    def popitem(self):
        while True:
            key, value = self.data.popitem()
            o = key()
            if o is not None:
                return o, value

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)


class WeakSet(MutableSet):
    """A set of objects held weakly: an object leaves it when it is no longer
    strongly referenced."""

    def __init__(self, data=None):
        self.data = set()
        selfref = ref(self)

        def remove(item):
            s = selfref()
            if s is not None:
                s.data.discard(item)
        self._remove = remove
        if data is not None:
            self.update(data)

    def __iter__(self):
        for itemref in list(self.data):
            item = itemref()
            if item is not None:
                yield item

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        try:
            wr = ref(item)
        except TypeError:
            return False
        return wr in self.data

    def __repr__(self):
        return repr(self.data)

    def add(self, item):
        self.data.add(ref(item, self._remove))

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        while True:
            try:
                itemref = self.data.pop()
            except KeyError:
                raise KeyError('pop from empty WeakSet') from None
            item = itemref()
            if item is not None:
                return item

    def remove(self, item):
        self.data.remove(ref(item))

    def discard(self, item):
        self.data.discard(ref(item))

    def update(self, other):
        for element in other:
            self.add(element)

    def __ior__(self, other):
        self.update(other)
        return self

    def union(self, other):
        return self.__class__(e for s in (self, other) for e in s)

    __or__ = union

    def intersection(self, other):
        return self.__class__(item for item in other if item in self)

    __and__ = intersection

    def difference(self, other):
        return self.__class__(item for item in self if item not in other)

    __sub__ = difference

    def issubset(self, other):
        return self.data.issubset(ref(item) for item in other)

    def issuperset(self, other):
        return self.data.issuperset(ref(item) for item in other)

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.data == set(map(ref, other))


class finalize:
    """Class for finalization of weakrefable objects: finalize(obj, func,
    *args, **kwargs) calls func(*args, **kwargs) once obj is freed (or when
    the finalizer is called first)."""

    _registry = {}
    _index_iter = _itertools.count()

    class _Info:
        __slots__ = ('weakref', 'func', 'args', 'kwargs', 'atexit', 'index')

    def __init__(self, obj, func, /, *args, **kwargs):
        info = self._Info()
        info.weakref = ref(obj, self)
        info.func = func
        info.args = args
        info.kwargs = kwargs or None
        info.atexit = True
        info.index = next(self._index_iter)
        self._registry[self] = info

    def __call__(self, _=None):
        """If alive then mark as dead and return func(*args, **kwargs);
        otherwise return None"""
        info = self._registry.pop(self, None)
        if info:
            return info.func(*info.args, **(info.kwargs or {}))

    def detach(self):
        """If alive then mark as dead and return (obj, func, args, kwargs);
        otherwise return None"""
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None and self._registry.pop(self, None):
            return (obj, info.func, info.args, info.kwargs or {})

    def peek(self):
        """If alive then return (obj, func, args, kwargs); otherwise return None"""
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is not None:
            return (obj, info.func, info.args, info.kwargs or {})

    @property
    def alive(self):
        """Whether finalizer is alive"""
        return self in self._registry

    @property
    def atexit(self):
        """Whether finalizer should be called at exit"""
        info = self._registry.get(self)
        return bool(info) and info.atexit

    @atexit.setter
    def atexit(self, value):
        info = self._registry.get(self)
        if info:
            info.atexit = bool(value)

    def __repr__(self):
        info = self._registry.get(self)
        obj = info and info.weakref()
        if obj is None:
            return '<%s object at %s; dead>' % (type(self).__name__, _address(self))
        return '<%s object at %s; for %r at %s>' % (type(self).__name__, _address(self), type(obj).__name__,
                                                    _address(obj))

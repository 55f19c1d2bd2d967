"""types: the types of built-in objects, UnionType (X | Y), GenericAlias
(list[int]) and SimpleNamespace."""

import sys as _sys


def _function():
    pass


def _generator():
    yield


class _Class:
    def _method(self):
        pass


FunctionType = LambdaType = type(_function)
GeneratorType = type(_generator())
MethodType = type(_Class()._method)
BuiltinFunctionType = BuiltinMethodType = type(len)
ModuleType = type(_sys)
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)


def _arg_repr(arg):
    """How a union or generic alias shows one of its arguments."""
    if arg is None or arg is NoneType:
        return 'None'
    if arg is ...:
        return '...'
    if isinstance(arg, type):
        if arg.__module__ == 'builtins':
            return arg.__qualname__
        return f'{arg.__module__}.{arg.__qualname__}'
    return repr(arg)


def _is_union_operand(obj):
    return obj is None or isinstance(obj, (type, UnionType, GenericAlias))


def _union(left, right):
    """left | right for types: the union of both sides' members, each once."""
    args = []
    for side in (left, right):
        for arg in (side.__args__ if isinstance(side, UnionType) else (side,)):
            arg = NoneType if arg is None else arg
            if arg not in args:
                args.append(arg)
    if len(args) == 1:
        return args[0]
    union = object.__new__(UnionType)
    union.__args__ = tuple(args)
    return union


class UnionType:
    """The type of int | str: isinstance and issubclass accept any member."""

    def __or__(self, other):
        return _union(self, other) if _is_union_operand(other) else NotImplemented

    def __ror__(self, other):
        return _union(other, self) if _is_union_operand(other) else NotImplemented

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__args__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__args__)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        return ' | '.join(_arg_repr(arg) for arg in self.__args__)

    @property
    def __parameters__(self):
        return ()


class GenericAlias:
    """list[int], dict[str, int]: the class with its item types, for
    annotations; calling it calls the class."""

    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args if isinstance(args, tuple) else (args,)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

    def __subclasscheck__(self, cls):
        raise TypeError('issubclass() argument 2 cannot be a parameterized generic')

    def __or__(self, other):
        return _union(self, other) if _is_union_operand(other) else NotImplemented

    def __ror__(self, other):
        return _union(other, self) if _is_union_operand(other) else NotImplemented

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return (self.__origin__, self.__args__) == (other.__origin__, other.__args__)

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __repr__(self):
        args = ', '.join(_arg_repr(arg) for arg in self.__args__) if self.__args__ else '()'
        return f'{_arg_repr(self.__origin__)}[{args}]'

    @property
    def __parameters__(self):
        return ()


class SimpleNamespace:
    """An object whose attributes are its constructor's keyword arguments."""

    def __init__(self, mapping=None, /, **kwargs):
        if mapping is not None:
            kwargs = {**dict(mapping), **kwargs}
        for name, value in kwargs.items():
            setattr(self, name, value)

    def __repr__(self):
        items = (f'{name}={value!r}' for name, value in self.__dict__.items())
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        return f"{name}({', '.join(items)})"

    def __eq__(self, other):
        if not isinstance(other, SimpleNamespace):
            return NotImplemented
        return self.__dict__ == other.__dict__


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type) or not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    return tuple(new_bases) if updated else bases


def _calculate_meta(meta, bases):
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                        "subclass of the metaclasses of all its bases")
    return winner


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass."""
    kwds = {} if kwds is None else dict(kwds)
    meta = kwds.pop('metaclass') if 'metaclass' in kwds else (type(bases[0]) if bases else type)
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    ns = meta.__prepare__(name, bases, **kwds) if hasattr(meta, '__prepare__') else {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved_bases, ns, **kwds)


class mappingproxy:
    """A read-only view of a mapping."""
    __slots__ = ('_mapping',)

    def __new__(cls, mapping):
        if not hasattr(mapping, 'keys') or not hasattr(mapping, '__getitem__') or isinstance(mapping, (list, tuple)):
            raise TypeError(f"mappingproxy() argument must be a mapping, not {type(mapping).__name__}")
        self = object.__new__(cls)
        object.__setattr__(self, '_mapping', mapping)
        return self

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __repr__(self):
        return f"mappingproxy({self._mapping!r})"

    def __str__(self):
        return str(self._mapping)

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        if isinstance(other, MappingProxyType):
            other = other._mapping
        return dict(self._mapping) | other

    def __ror__(self, other):
        return other | dict(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __reversed__(self):
        return reversed(self._mapping)


mappingproxy.__module__ = 'builtins'
MappingProxyType = mappingproxy
del mappingproxy


def _cell():
    value = None

    def inner():
        return value
    return inner.__closure__[0]


CellType = type(_cell())
CodeType = type(_function.__code__)


def __getattr__(name):
    # A traceback and its frame exist only while a program's own frames are on
    # the stack (this module's are hidden), so their types are read on demand.
    if name in ('TracebackType', 'FrameType'):
        import _traceback
        tb = _traceback._stack_exception().__traceback__
        return type(tb) if name == 'TracebackType' else type(tb.tb_frame)
    raise AttributeError(f"module 'types' has no attribute '{name}'")


def __dir__():
    return sorted(list(globals()) + ['FrameType', 'TracebackType'])

"""typing: the names annotations use, with CPython 3.11's reprs, equality,
get_origin/get_args, Union flattening, user generics (Generic[T]),
NamedTuple, TypedDict, NewType and runtime-checkable Protocols. Annotations
are not checked; TypeVar substitution in nested aliases is not done."""

import collections as _collections
import collections.abc as _abc
import contextlib as _contextlib
import sys as _sys
import types as _types
from abc import ABCMeta as _ABCMeta, abstractmethod as _abstractmethod

TYPE_CHECKING = False


def _type_repr(obj):
    if isinstance(obj, _types.GenericAlias):
        return repr(obj)
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, _types.FunctionType):
        return obj.__name__
    return repr(obj)


def _type_check(arg):
    return type(None) if arg is None else arg


def _collect_parameters(args):
    parameters = []
    for t in args:
        if isinstance(t, TypeVar):
            if t not in parameters:
                parameters.append(t)
        else:
            for p in getattr(t, '__parameters__', ()):
                if isinstance(p, TypeVar) and p not in parameters:
                    parameters.append(p)
    return tuple(parameters)


class _Final:
    """The typing objects' base (CPython forbids subclassing them)."""


class _SpecialForm(_Final):
    """A form that is only meaningful subscripted (Union, Optional, Literal, ...) or alone (Any)."""

    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem

    def __getattr__(self, item):
        if item in {'__name__', '__qualname__'}:
            return self._name
        raise AttributeError(item)

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError(f"{self} is not subscriptable")
        return self._getitem(self, parameters)

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")


class _BaseGenericAlias(_Final):
    def __init__(self, origin, *, name=None):
        self.__origin__ = origin
        self._name = name

    def __call__(self, *args, **kwargs):
        if self._name is not None:
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except AttributeError:
            pass
        return result

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _BaseGenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _GenericAlias(_BaseGenericAlias):
    """A subscripted generic: List[int], Dict[str, T], Stack[int], Literal['a']."""

    def __init__(self, origin, args, *, name=None):
        super().__init__(origin, name=name)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, args):
        if not isinstance(args, tuple):
            args = (args,)
        if not self.__parameters__:
            raise TypeError(f"{self} is not a generic class")
        if len(args) != len(self.__parameters__):
            raise TypeError(f"Too {'many' if len(args) > len(self.__parameters__) else 'few'} arguments for {self};"
                            f" actual {len(args)}, expected {len(self.__parameters__)}")
        subst = dict(zip(self.__parameters__, args))
        new_args = tuple(subst.get(a, a) if isinstance(a, TypeVar) else a for a in self.__args__)
        return self.copy_with(new_args)

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name)

    def __repr__(self):
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join([_type_repr(a) for a in self.__args__])
        else:
            args = "()"
        return f'{name}[{args}]'

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._name:
            return super().__mro_entries__(bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _BaseGenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)


class _TypingEllipsis:
    pass


class _SpecialGenericAlias(_BaseGenericAlias):
    """A bare generic name of the standard collections: List, Dict, Deque, Iterable, ..."""

    def __init__(self, origin, nparams, *, name=None):
        if name is None:
            name = origin.__name__
        super().__init__(origin, name=name)
        self._nparams = nparams

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p) for p in params)
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError(f"Too {'many' if len(params) > self._nparams else 'few'} arguments for {self};"
                            f" actual {len(params)}, expected {self._nparams}")
        return _GenericAlias(self.__origin__, params, name=self._name)

    def __repr__(self):
        return 'typing.' + self._name

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, _GenericAlias):
            return issubclass(cls, self.__origin__)
        return super().__subclasscheck__(cls)

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), name='Tuple')
        if not isinstance(params, tuple):
            params = (params,)
        return _GenericAlias(tuple, tuple(_type_check(p) for p in params), name='Tuple')


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is Ellipsis:
            return f'typing.Callable[..., {_type_repr(self.__args__[1])}]'
        return (f'typing.Callable[[{", ".join([_type_repr(a) for a in self.__args__[:-1]])}], '
                f'{_type_repr(self.__args__[-1])}]')

    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, name=self._name)


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = (*args, result)
        elif args is ...:
            params = (..., result)
        else:
            raise TypeError(f"Callable[args, result]: args must be a list. Got {args}")
        return _CallableGenericAlias(self.__origin__, tuple(_type_check(p) for p in params), name='Callable')


class _UnionGenericAlias(_GenericAlias):
    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _types.UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f'typing.Optional[{_type_repr(args[1])}]'
            elif args[1] is type(None):
                return f'typing.Optional[{_type_repr(args[0])}]'
        return super().__repr__()

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        super().__init__(origin, origin)
        self.__metadata__ = metadata

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(_type_repr(self.__origin__),
                                                  ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))


def _flatten_union(parameters):
    params = []
    for p in parameters:
        if isinstance(p, (_UnionGenericAlias, _types.UnionType)):
            params.extend(p.__args__)
        else:
            params.append(p)
    unique = []
    for p in params:
        if p not in unique:
            unique.append(p)
    return tuple(unique)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    parameters = _flatten_union(tuple(_type_check(p) for p in parameters))
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and type(None) in parameters:
        return _UnionGenericAlias(self, parameters, name="Optional")
    return _UnionGenericAlias(self, parameters)


def _optional_getitem(self, parameters):
    return Union[parameters, None]


def _one_arg_getitem(self, parameters):
    if isinstance(parameters, tuple):
        if len(parameters) != 1:
            raise TypeError(f"{self} accepts only single type.")
        parameters = parameters[0]
    return _GenericAlias(self, (_type_check(parameters),))


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    unique = []
    for p in parameters:
        if p not in unique or type(p) not in [type(u) for u in unique if u == p]:
            unique.append(p)
    return _LiteralGenericAlias(self, tuple(unique))


def _annotated_getitem(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two arguments (a type and an annotation).")
    return _AnnotatedAlias(_type_check(params[0]), tuple(params[1:]))


def _any_of(self, parameters):
    return _GenericAlias(self, parameters if isinstance(parameters, tuple) else (parameters,))


Any = _SpecialForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
ClassVar = _SpecialForm('ClassVar', _one_arg_getitem)
Final = _SpecialForm('Final', _one_arg_getitem)
TypeGuard = _SpecialForm('TypeGuard', _one_arg_getitem)
Required = _SpecialForm('Required', _one_arg_getitem)
NotRequired = _SpecialForm('NotRequired', _one_arg_getitem)
Unpack = _SpecialForm('Unpack', _one_arg_getitem)
Concatenate = _SpecialForm('Concatenate', _any_of)
Literal = _SpecialForm('Literal', _literal_getitem)
Annotated = _SpecialForm('Annotated', _annotated_getitem)

Hashable = _SpecialGenericAlias(_abc.Hashable, 0)
Awaitable = _SpecialGenericAlias(_abc.Awaitable, 1)
Coroutine = _SpecialGenericAlias(_abc.Coroutine, 3)
AsyncIterable = _SpecialGenericAlias(_abc.AsyncIterable, 1)
AsyncIterator = _SpecialGenericAlias(_abc.AsyncIterator, 1)
Iterable = _SpecialGenericAlias(_abc.Iterable, 1)
Iterator = _SpecialGenericAlias(_abc.Iterator, 1)
Reversible = _SpecialGenericAlias(_abc.Reversible, 1)
Sized = _SpecialGenericAlias(_abc.Sized, 0)
Container = _SpecialGenericAlias(_abc.Container, 1)
Collection = _SpecialGenericAlias(_abc.Collection, 1)
Callable = _CallableType(_abc.Callable, 2)
AbstractSet = _SpecialGenericAlias(_abc.Set, 1, name='AbstractSet')
MutableSet = _SpecialGenericAlias(_abc.MutableSet, 1)
Mapping = _SpecialGenericAlias(_abc.Mapping, 2)
MutableMapping = _SpecialGenericAlias(_abc.MutableMapping, 2)
Sequence = _SpecialGenericAlias(_abc.Sequence, 1)
MutableSequence = _SpecialGenericAlias(_abc.MutableSequence, 1)
ByteString = _SpecialGenericAlias(_abc.ByteString, 0)
Tuple = _TupleType(tuple, -1, name='Tuple')
List = _SpecialGenericAlias(list, 1, name='List')
Deque = _SpecialGenericAlias(_collections.deque, 1, name='Deque')
Set = _SpecialGenericAlias(set, 1, name='Set')
FrozenSet = _SpecialGenericAlias(frozenset, 1, name='FrozenSet')
MappingView = _SpecialGenericAlias(_abc.MappingView, 1)
KeysView = _SpecialGenericAlias(_abc.KeysView, 1)
ItemsView = _SpecialGenericAlias(_abc.ItemsView, 2)
ValuesView = _SpecialGenericAlias(_abc.ValuesView, 1)
Dict = _SpecialGenericAlias(dict, 2, name='Dict')
DefaultDict = _SpecialGenericAlias(_collections.defaultdict, 2, name='DefaultDict')
OrderedDict = _SpecialGenericAlias(_collections.OrderedDict, 2)
Counter = _SpecialGenericAlias(_collections.Counter, 1)
ChainMap = _SpecialGenericAlias(_collections.ChainMap, -1)
Generator = _SpecialGenericAlias(_abc.Generator, 3)
AsyncGenerator = _SpecialGenericAlias(_abc.AsyncGenerator, 2)
Type = _SpecialGenericAlias(type, 1, name='Type')
Text = str


# ---- type variables ------------------------------------------------------------

class TypeVar(_Final):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__constraints__ = tuple(_type_check(c) for c in constraints)
        self.__bound__ = _type_check(bound) if bound is not None else None
        try:
            module = _sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            module = '__main__'
        self.__module__ = module

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class ParamSpec(_Final):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)

    @property
    def args(self):
        return _ParamSpecPart(self, 'args')

    @property
    def kwargs(self):
        return _ParamSpecPart(self, 'kwargs')

    def __repr__(self):
        return '~' + self.__name__


class _ParamSpecPart(_Final):
    def __init__(self, origin, part):
        self.__origin__ = origin
        self._part = part

    def __repr__(self):
        return f"{self.__origin__.__name__}.{self._part}"


class TypeVarTuple(_Final):
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'


# ---- Generic and Protocol ------------------------------------------------------

class Generic:
    __slots__ = ()

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p) for p in params)
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
            if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables or parameter "
                                f"specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        elif cls.__parameters__ and len(params) != len(cls.__parameters__):
            raise TypeError(f"Too {'many' if len(params) > len(cls.__parameters__) else 'few'} arguments for {cls};"
                            f" actual {len(params)}, expected {len(cls.__parameters__)}")
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        if '__orig_bases__' in cls.__dict__:
            gvars = None
            for base in cls.__orig_bases__:
                if isinstance(base, _GenericAlias) and base.__origin__ is Generic:
                    gvars = base.__parameters__
            tvars = list(_collect_parameters(cls.__orig_bases__))
            if gvars is not None:
                tvars = list(gvars)
        cls.__parameters__ = tuple(tvars)


_PROTO_IGNORED = frozenset({'__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__',
                            '__module__', '__new__', '__slots__', '__subclasshook__', '__weakref__',
                            '__class_getitem__', '__parameters__', '__orig_bases__', '__qualname__',
                            '_is_protocol', '_is_runtime_protocol', '_abc_registry', '_abc_subclasses',
                            '__init_subclass__', '__protocol_attrs__'})


def _protocol_attrs(cls):
    attrs = []
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        annotations = getattr(base, '__annotations__', {})
        for attr in list(base.__dict__.keys()) + list(annotations.keys()):
            if not attr.startswith('_abc_') and attr not in _PROTO_IGNORED and attr not in attrs:
                attrs.append(attr)
    return attrs


class _ProtocolMeta(_ABCMeta):
    def __instancecheck__(cls, instance):
        if getattr(cls, '_is_protocol', False):
            if not getattr(cls, '_is_runtime_protocol', False):
                raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
            if all(hasattr(instance, attr) and (not callable(getattr(cls, attr, None)) or
                                                getattr(instance, attr) is not None)
                   for attr in _protocol_attrs(cls)):
                return True
        return super().__instancecheck__(instance)

    def __subclasscheck__(cls, other):
        if getattr(cls, '_is_protocol', False):
            if not getattr(cls, '_is_runtime_protocol', False):
                raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
            if all(any(attr in base.__dict__ for base in other.__mro__) for attr in _protocol_attrs(cls)):
                return True
        return super().__subclasscheck__(other)


def _no_init(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError('Protocols cannot be instantiated')


class Protocol(Generic, metaclass=_ProtocolMeta):
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if cls._is_protocol and '__init__' not in cls.__dict__:
            cls.__init__ = _no_init


def runtime_checkable(cls):
    if not issubclass(cls, Generic) or not getattr(cls, '_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes, got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


def _supports(name, method):
    """A runtime-checkable protocol of one abstract method (SupportsInt: __int__)."""
    def abstract(self, *args):
        pass
    abstract.__name__ = method
    return _ProtocolMeta(name, (Protocol,), {'__slots__': (), '__module__': 'typing', '__qualname__': name,
                                             '_is_runtime_protocol': True, method: _abstractmethod(abstract)})


SupportsInt = _supports('SupportsInt', '__int__')
SupportsFloat = _supports('SupportsFloat', '__float__')
SupportsIndex = _supports('SupportsIndex', '__index__')
SupportsAbs = _supports('SupportsAbs', '__abs__')
SupportsRound = _supports('SupportsRound', '__round__')


# ---- NamedTuple, TypedDict, NewType --------------------------------------------

_PROHIBITED = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__', '_fields', '_field_defaults',
                         '_make', '_replace', '_asdict', '_source'})
_SPECIAL = frozenset({'__module__', '__name__', '__annotations__'})


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    types = {n: _type_check(t) for n, t in types}
    nm_tpl = _collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = types
    return nm_tpl


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} {', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types.items(), defaults=[ns[n] for n in default_names],
                               module=ns['__module__'])
        for key in ns:
            if key in _PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _SPECIAL and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


_NamedTupleBase = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})


class _NamedTupleFactory:
    def __call__(self, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = kwargs.items()
        elif kwargs:
            raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
        return _make_nmtuple(typename, fields, module=_caller())

    def __mro_entries__(self, bases):
        return (_NamedTupleBase,)

    def __repr__(self):
        return '<function NamedTuple>'


NamedTuple = _NamedTupleFactory()


def _caller(depth=2):
    try:
        return _sys._getframe(depth).f_globals.get('__name__', '__main__')
    except (AttributeError, ValueError):
        return '__main__'


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type and a non-TypedDict base class')
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        own_annotations = {n: _type_check(t) for n, t in ns.get('__annotations__', {}).items()}
        required_keys = set()
        optional_keys = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required_keys.update(base.__dict__.get('__required_keys__', ()))
            optional_keys.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own_annotations)
        for annotation_key in own_annotations:
            if total:
                required_keys.add(annotation_key)
            else:
                optional_keys.add(annotation_key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required_keys)
        tp_dict.__optional_keys__ = frozenset(optional_keys)
        if not hasattr(tp_dict, '__total__'):
            tp_dict.__total__ = total
        return tp_dict

    def __init__(cls, name, bases, ns, total=True):
        super().__init__(name, bases, ns)

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


_TypedDictBase = type.__new__(_TypedDictMeta, 'TypedDict', (), {})


class _TypedDictFactory:
    def __call__(self, typename, fields=None, /, *, total=True, **kwargs):
        if fields is None:
            fields = kwargs
        ns = {'__annotations__': dict(fields), '__module__': _caller()}
        return _TypedDictMeta(typename, (), ns, total=total)

    def __mro_entries__(self, bases):
        return (_TypedDictBase,)

    def __repr__(self):
        return '<function TypedDict>'


TypedDict = _TypedDictFactory()


class NewType:
    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = _caller()

    def __mro_entries__(self, bases):
        superclass_name = self.__name__
        raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                        f"`{superclass_name} = NewType({superclass_name!r}, {self.__name__})`")

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# ---- helpers -------------------------------------------------------------------

def cast(typ, val):
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    print(f"Runtime type is {type(obj).__name__!r}", file=_sys.stderr)
    return obj


def overload(func):
    def _overload_dummy(*args, **kwds):
        raise NotImplementedError("You should not call an overloaded function. A series of @typing.overload-"
                                  "decorated functions outside a stub module should always be followed by an "
                                  "implementation that is not @typing.overload-ed.")
    return _overload_dummy


def final(f):
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    return arg


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default, "order_default": order_default, "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers, "kwargs": kwargs}
        return cls_or_fn
    return decorator


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, _types.GenericAlias)):
        if isinstance(tp, _GenericAlias) and tp.__origin__ is Generic:
            return Generic
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _types.UnionType):
        return _types.UnionType
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, _types.GenericAlias)):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res[0] is not Ellipsis:
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, _types.UnionType):
        return tp.__args__
    return ()


def _eval_hint(value, globalns):
    if value is None:
        return type(None)
    if isinstance(value, str):
        value = eval(value, globalns)
        return type(None) if value is None else value
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            g = globalns if globalns is not None else getattr(_sys.modules.get(base.__module__), '__dict__', {})
            for name, value in base.__dict__.get('__annotations__', {}).items():
                hints[name] = _eval_hint(value, g)
        return hints
    g = globalns if globalns is not None else getattr(obj, '__globals__', {})
    return {name: _eval_hint(value, g) for name, value in getattr(obj, '__annotations__', {}).items()}


class IO(Generic[AnyStr]):
    __slots__ = ()


class TextIO(IO):
    __slots__ = ()


class BinaryIO(IO):
    __slots__ = ()


ContextManager = _SpecialGenericAlias(_contextlib.AbstractContextManager, 1, name="ContextManager")

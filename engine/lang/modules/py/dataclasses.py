"""dataclasses: @dataclass generates __init__, __repr__, __eq__ (and with
order=True the comparisons, with frozen=True read-only fields) from a class's
annotated fields. The generated methods are written once here and read the
fields at call time, raising CPython's errors for wrong arguments."""

__all__ = ['dataclass', 'field', 'Field', 'fields', 'asdict', 'astuple', 'replace', 'is_dataclass',
           'FrozenInstanceError', 'MISSING', 'KW_ONLY', 'InitVar']

import sys as _sys


class _MissingType:
    def __repr__(self):
        return 'MISSING'


MISSING = _MissingType()


class _KwOnlyType:
    pass


KW_ONLY = _KwOnlyType()


class FrozenInstanceError(AttributeError):
    pass


class InitVar:
    """InitVar[T]: an __init__ parameter handed to __post_init__, not a field."""

    def __init__(self, type):
        self.type = type

    def __class_getitem__(cls, type):
        return InitVar(type)

    def __repr__(self):
        name = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f'dataclasses.InitVar[{name}]'


def _is_initvar(annotation):
    return annotation is InitVar or isinstance(annotation, InitVar)


def _is_classvar(annotation):
    if isinstance(annotation, str):
        return annotation.startswith(('ClassVar', 'typing.ClassVar'))
    typing = _sys.modules.get('typing')  # as CPython: a program that never imported typing has no ClassVar
    return typing is not None and (annotation is typing.ClassVar or (
        type(annotation) is typing._GenericAlias and annotation.__origin__ is typing.ClassVar))


def _data_fields(cls):
    """The fields proper, without the InitVar pseudo-fields."""
    return [f for f in cls.__dataclass_fields__.values() if not f._initvar]


class Field:
    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._initvar = False

    def __repr__(self):
        return (f"Field(name={self.name!r},type={self.type!r},default={self.default!r},"
                f"default_factory={self.default_factory!r},init={self.init!r},repr={self.repr!r},"
                f"hash={self.hash!r},compare={self.compare!r},metadata={self.metadata!r},"
                f"kw_only={self.kw_only!r},_field_type={'_FIELD_INITVAR' if self._initvar else '_FIELD'})")


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True,
          metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _is_mutable_default(value):
    return type(value) in (list, dict, set)


def _collect_fields(cls, kw_only_default):
    found = {}
    for base in reversed(_bases(cls)):
        for f in getattr(base, '__dataclass_fields__', {}).values():
            found[f.name] = f
    annotations = cls.__dict__.get('__annotations__', {})
    kw_only = kw_only_default
    for name, type_ in annotations.items():
        if type_ is KW_ONLY:
            kw_only = True
            continue
        if _is_classvar(type_):
            continue
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            f = default
        else:
            f = field(default=default)
        f.name = name
        f.type = type_
        f._initvar = _is_initvar(type_)
        if f.kw_only is MISSING:
            f.kw_only = kw_only
        if _is_mutable_default(f.default):
            raise ValueError(f'mutable default {type(f.default)} for field {name} is not allowed: use default_factory')
        if f.default is MISSING and name in cls.__dict__:
            cls.__dict__.pop(name)
        elif f.default is not MISSING:
            setattr(cls, name, f.default)
        found[name] = f
    return found


def _bases(cls):
    chain = []
    base = cls.__base__
    while base is not None and base is not object:
        chain.append(base)
        base = base.__base__
    return chain


def _check_defaults_order(cls, fields_):
    seen_default = None
    for f in fields_:
        if not f.init or f.kw_only:
            continue
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = f
        elif seen_default is not None:
            raise TypeError(f'non-default argument {f.name!r} follows default argument')


def _plural(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


def _names(names):
    quoted = [repr(n) for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return f"{quoted[0]} and {quoted[1]}"
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _init(self, *args, **kwargs):
    cls = type(self)
    params = [f for f in cls.__dataclass_fields__.values() if f.init]
    positional = [f for f in params if not f.kw_only]
    keyword_only = [f for f in params if f.kw_only]
    owner = cls.__qualname__ + '.__init__()'
    if len(args) > len(positional):
        most = len(positional) + 1
        least = most - sum(1 for f in positional if f.default is not MISSING or f.default_factory is not MISSING)
        takes = str(most) if least == most else f"from {least} to {most}"
        raise TypeError(f"{owner} takes {takes} positional argument{'' if most == 1 else 's'} "
                        f"but {len(args) + 1} were given")
    values = {}
    for f, v in zip(positional, args):
        values[f.name] = v
    by_name = {f.name: f for f in params}
    for name, v in kwargs.items():
        if name not in by_name:
            raise TypeError(f"{owner} got an unexpected keyword argument {name!r}")
        if name in values:
            raise TypeError(f"{owner} got multiple values for argument {name!r}")
        values[name] = v
    for group, kind in ((positional, 'positional'), (keyword_only, 'keyword-only')):
        missing = [f.name for f in group
                   if f.name not in values and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            raise TypeError(f"{owner} missing {_plural(len(missing), 'required ' + kind + ' argument')}: "
                            f"{_names(missing)}")
    initvars = []
    # A frozen class's fields are set past its __setattr__, as CPython's __init__ does.
    assign = object.__setattr__ if getattr(cls, '__setattr__', None) is _frozen_setattr else setattr
    for f in cls.__dataclass_fields__.values():
        if f._initvar:
            initvars.append(values.get(f.name, f.default))
            continue
        if f.name in values:
            value = values[f.name]
        elif f.default_factory is not MISSING:
            value = f.default_factory()
        elif f.default is not MISSING:
            value = f.default
        else:
            continue
        assign(self, f.name, value)
    post_init = getattr(self, '__post_init__', None)
    if post_init is not None:
        post_init(*initvars)


def _repr(self):
    shown = [f"{f.name}={getattr(self, f.name)!r}" for f in _data_fields(type(self)) if f.repr]
    return f"{type(self).__qualname__}({', '.join(shown)})"


def _key(self):
    return tuple(getattr(self, f.name) for f in _data_fields(type(self)) if f.compare)


def _eq(self, other):
    if type(other) is type(self):
        return _key(self) == _key(other)
    return NotImplemented


def _ordering(op):
    def compare(self, other):
        if type(other) is type(self):
            return op(_key(self), _key(other))
        return NotImplemented
    return compare


def _hash(self):
    return hash(tuple(getattr(self, f.name) for f in _data_fields(type(self))
                      if (f.compare if f.hash is None else f.hash)))


def _frozen_setattr(self, name, value):
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self, name):
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _process(cls, init, repr, eq, order, unsafe_hash, frozen, kw_only, match_args):
    found = _collect_fields(cls, kw_only)
    cls.__dataclass_fields__ = found
    _check_defaults_order(cls, found.values())
    own = cls.__dict__
    if init and '__init__' not in own:
        cls.__init__ = _init
    if repr and '__repr__' not in own:
        cls.__repr__ = _repr
    if eq and '__eq__' not in own:
        cls.__eq__ = _eq
    if match_args and '__match_args__' not in own:
        cls.__match_args__ = tuple(f.name for f in found.values() if f.init and not f.kw_only)
    if order:
        if not eq:
            raise ValueError('eq must be true if order is true')
        for name, op in (('__lt__', lambda a, b: a < b), ('__le__', lambda a, b: a <= b),
                         ('__gt__', lambda a, b: a > b), ('__ge__', lambda a, b: a >= b)):
            if name in own:
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}. '
                                f'Consider using functools.total_ordering')
            setattr(cls, name, _ordering(op))
    if frozen:
        cls.__setattr__ = _frozen_setattr
        cls.__delattr__ = _frozen_delattr
    explicit_hash = '__hash__' in own and own['__hash__'] is not None
    if unsafe_hash or (eq and frozen):
        if not explicit_hash or unsafe_hash:
            cls.__hash__ = _hash
    elif eq and not explicit_hash:
        cls.__hash__ = None
    return cls


def _with_slots(cls):
    """slots=True: the class made again with __slots__ naming its fields."""
    names = tuple(f.name for f in _data_fields(cls))
    namespace = dict(cls.__dict__)
    for name in names + ('__dict__', '__weakref__'):
        namespace.pop(name, None)
    namespace['__slots__'] = names
    slotted = type(cls)(cls.__name__, cls.__bases__, namespace)
    slotted.__qualname__ = cls.__qualname__
    return slotted


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
              match_args=True, kw_only=False, slots=False):
    def wrap(c):
        made = _process(c, init, repr, eq, order, unsafe_hash, frozen, kw_only, match_args)
        return _with_slots(made) if slots else made
    if cls is None:
        return wrap
    return wrap(cls)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def fields(class_or_instance):
    try:
        found = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in found.values() if not f._initvar)


def _to_plain(obj, kind):
    if is_dataclass(obj) and not isinstance(obj, type):
        values = [(f.name, _to_plain(getattr(obj, f.name), kind)) for f in fields(obj)]
        return dict(values) if kind is dict else tuple(v for _, v in values)
    if isinstance(obj, (list, tuple)):
        return type(obj)(_to_plain(v, kind) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_to_plain(k, kind), _to_plain(v, kind)) for k, v in obj.items())
    return obj


def asdict(obj, *, dict_factory=dict):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError('asdict() should be called on dataclass instances')
    return dict_factory(_to_plain(obj, dict).items())


def astuple(obj, *, tuple_factory=tuple):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError('astuple() should be called on dataclass instances')
    return tuple_factory(_to_plain(obj, tuple))


def replace(obj, /, **changes):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError('replace() should be called on dataclass instances')
    for f in fields(obj):
        if f.name not in changes and f.init:
            changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)

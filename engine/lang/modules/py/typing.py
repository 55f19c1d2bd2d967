"""typing: the names annotations use (annotations are not checked)."""

TYPE_CHECKING = False


class _SpecialForm:
    def __init__(self, name, args=None):
        self._name = name
        self.__args__ = args

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        return _SpecialForm(self._name, params)

    def __call__(self, *args, **kwargs):
        raise TypeError(f"Cannot instantiate typing.{self._name}")

    def __repr__(self):
        if self.__args__ is None:
            return f"typing.{self._name}"
        return f"typing.{self._name}[{', '.join(_type_repr(a) for a in self.__args__)}]"

    def __eq__(self, other):
        return isinstance(other, _SpecialForm) and (self._name, self.__args__) == (other._name, other.__args__)

    def __hash__(self):
        return hash(self._name)


def _type_repr(obj):
    if isinstance(obj, type):
        return obj.__name__ if obj.__module__ == 'builtins' else f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return '...'
    if obj is None or obj is type(None):
        return 'None'
    return repr(obj)


Any = _SpecialForm('Any')
Union = _SpecialForm('Union')
Optional = _SpecialForm('Optional')
Callable = _SpecialForm('Callable')
Literal = _SpecialForm('Literal')
ClassVar = _SpecialForm('ClassVar')
Final = _SpecialForm('Final')
List = _SpecialForm('List')
Dict = _SpecialForm('Dict')
Set = _SpecialForm('Set')
FrozenSet = _SpecialForm('FrozenSet')
Tuple = _SpecialForm('Tuple')
Type = _SpecialForm('Type')
Iterable = _SpecialForm('Iterable')
Iterator = _SpecialForm('Iterator')
Generator = _SpecialForm('Generator')
Sequence = _SpecialForm('Sequence')
MutableSequence = _SpecialForm('MutableSequence')
Mapping = _SpecialForm('Mapping')
MutableMapping = _SpecialForm('MutableMapping')
Collection = _SpecialForm('Collection')
Hashable = _SpecialForm('Hashable')
Sized = _SpecialForm('Sized')
NoReturn = _SpecialForm('NoReturn')
Annotated = _SpecialForm('Annotated')


class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = bound

    def __repr__(self):
        return '~' + self.__name__


class Generic:
    def __class_getitem__(cls, params):
        return cls


class Protocol(Generic):
    pass


def cast(typ, val):
    return val


def overload(func):
    return func


def final(f):
    return f


def no_type_check(arg):
    return arg


def get_type_hints(obj):
    return dict(getattr(obj, '__annotations__', {}))

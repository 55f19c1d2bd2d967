"""collections: namedtuple, deque, Counter, defaultdict, OrderedDict and ChainMap.

namedtuple classes are tuple subclasses and Counter, defaultdict and
OrderedDict dict subclasses, as in CPython. Where this version differs:
- keys()/values()/items() of an OrderedDict are plain dict views
  (dict_keys([...]), not odict_keys([...]));
- a namedtuple's field accessors are properties, not _tuplegetter objects.
"""

_KEYWORDS = frozenset((
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
    'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally',
    'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal',
    'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'))

_MISSING = object()


def _is_slice(i):
    return type(i).__name__ == 'slice'


# ---- namedtuple ----------------------------------------------------------------

def _missing_message(name, missing):
    quoted = [repr(m) for m in missing]
    if len(quoted) == 1:
        listed = quoted[0]
    elif len(quoted) == 2:
        listed = f"{quoted[0]} and {quoted[1]}"
    else:
        listed = ', '.join(quoted[:-1]) + ', and ' + quoted[-1]
    s = '' if len(missing) == 1 else 's'
    return f"{name}.__new__() missing {len(missing)} required positional argument{s}: {listed}"


# The methods every namedtuple class holds (its __new__ binds the arguments
# as the generated signature `def __new__(_cls, x, y=default)` would).
def _nt_new(cls, *args, **kwargs):
    fields = cls._fields
    name = cls.__name__
    if len(args) > len(fields):
        most = len(fields) + 1
        least = most - len(cls._field_defaults)
        takes = f"from {least} to {most}" if least < most else str(most)
        raise TypeError(f"{name}.__new__() takes {takes} positional arguments but {len(args) + 1} were given")
    values = dict(zip(fields, args))
    for key, value in kwargs.items():
        if key not in fields:
            raise TypeError(f"{name}.__new__() got an unexpected keyword argument '{key}'")
        if key in values:
            raise TypeError(f"{name}.__new__() got multiple values for argument '{key}'")
        values[key] = value
    missing = []
    for field in fields:
        if field not in values:
            if field in cls._field_defaults:
                values[field] = cls._field_defaults[field]
            else:
                missing.append(field)
    if missing:
        raise TypeError(_missing_message(name, missing))
    return tuple.__new__(cls, [values[f] for f in fields])


def _nt_make(cls, iterable):
    result = tuple.__new__(cls, iterable)
    if len(result) != len(cls._fields):
        raise TypeError(f"Expected {len(cls._fields)} arguments, got {len(result)}")
    return result


def _nt_replace(self, /, **kwds):
    result = self._make(map(kwds.pop, self._fields, self))
    if kwds:
        raise ValueError(f"Got unexpected field names: {list(kwds)!r}")
    return result


def _nt_repr(self):
    inner = ', '.join(f"{f}={v!r}" for f, v in zip(self._fields, self))
    return f"{self.__class__.__name__}({inner})"


def _nt_asdict(self):
    return dict(zip(self._fields, self))


def _nt_getnewargs(self):
    return tuple(self)


def _field_getter(index, doc):
    def get(self):
        return tuple.__getitem__(self, index)
    def set(self, value):
        raise AttributeError("can't set attribute")
    return property(get, set, doc=doc)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name in _KEYWORDS
                    or name.startswith('_') or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
        if name in _KEYWORDS:
            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(zip(field_names[len(field_names) - len(defaults):], defaults))
    namespace = {
        '__doc__': f"{typename}({', '.join(field_names)})",
        '__slots__': (),
        '_fields': tuple(field_names),
        '_field_defaults': field_defaults,
        '__new__': _nt_new,
        '_make': classmethod(_nt_make),
        '_replace': _nt_replace,
        '__repr__': _nt_repr,
        '_asdict': _nt_asdict,
        '__getnewargs__': _nt_getnewargs,
        '__match_args__': tuple(field_names),
        '__module__': '__main__' if module is None else module,
    }
    for index, name in enumerate(field_names):
        namespace[name] = _field_getter(index, f'Alias for field number {index}')
    return type(typename, (tuple,), namespace)


# ---- deque ---------------------------------------------------------------------

class deque:
    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if not -2**63 <= maxlen <= 2**63 - 1:
                raise OverflowError("Python int too large to convert to C ssize_t")
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._maxlen = maxlen
        self._items = []
        self.extend(iterable)

    @property
    def maxlen(self):
        return self._maxlen

    def _trim_left(self):
        if self._maxlen is not None and len(self._items) > self._maxlen:
            del self._items[:len(self._items) - self._maxlen]

    def _trim_right(self):
        if self._maxlen is not None and len(self._items) > self._maxlen:
            del self._items[self._maxlen:]

    def append(self, x):
        self._items.append(x)
        self._trim_left()

    def appendleft(self, x):
        self._items.insert(0, x)
        self._trim_right()

    def extend(self, iterable):
        if iterable is self:
            iterable = list(self._items)
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = list(self._items)
        for x in iterable:
            self.appendleft(x)

    def pop(self):
        if not self._items:
            raise IndexError('pop from an empty deque')
        return self._items.pop()

    def popleft(self):
        if not self._items:
            raise IndexError('pop from an empty deque')
        return self._items.pop(0)

    def clear(self):
        self._items.clear()

    def copy(self):
        return deque(self._items, self._maxlen)

    __copy__ = copy

    def count(self, x):
        return self._items.count(x)

    def index(self, x, start=0, stop=None):
        n = len(self._items)
        if stop is None:
            stop = n
        try:
            return self._items.index(x, start, stop)
        except ValueError:
            raise ValueError(f'{x!r} is not in deque') from None

    def insert(self, i, x):
        if self._maxlen is not None and len(self._items) >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        self._items.insert(i, x)

    def remove(self, value):
        try:
            self._items.remove(value)
        except ValueError:
            raise ValueError(f'{value!r} is not in deque') from None

    def reverse(self):
        self._items.reverse()

    def rotate(self, n=1):
        if not -2**63 <= n <= 2**63 - 1:
            raise OverflowError("Python int too large to convert to C ssize_t")
        size = len(self._items)
        if size:
            n %= size
            if n:
                self._items[:] = self._items[-n:] + self._items[:-n]

    def _index(self, i):
        if _is_slice(i) or not isinstance(i, int):
            raise TypeError(f"sequence index must be integer, not '{type(i).__name__}'")
        n = len(self._items)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('deque index out of range')
        return i

    def __getitem__(self, i):
        return self._items[self._index(i)]

    def __setitem__(self, i, x):
        self._items[self._index(i)] = x

    def __delitem__(self, i):
        del self._items[self._index(i)]

    def __len__(self):
        return len(self._items)

    def __bool__(self):
        return bool(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, x):
        return x in self._items

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items == other._items

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items != other._items

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items < other._items

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items <= other._items

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items > other._items

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items >= other._items

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        return deque(self._items + other._items, self._maxlen)

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return deque(self._items * n, self._maxlen)

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= n
        self._trim_left()
        return self

    def __repr__(self):
        if self._maxlen is None:
            return f'deque({self._items!r})'
        return f'deque({self._items!r}, maxlen={self._maxlen})'


# ---- mappings ------------------------------------------------------------------

class _Mapping:
    """The dict API over a real dict kept in self._data."""

    def __init__(self, *args, **kwargs):
        self._data = {}
        self.update(*args, **kwargs)

    def _type_name(self):
        return type(self).__name__

    def __getitem__(self, key):
        try:
            return self._data[key]
        except KeyError:
            pass
        missing = getattr(self, '__missing__', None)
        if missing is None:
            raise KeyError(key)
        return missing(key)

    def __setitem__(self, key, value):
        self._data[key] = value

    def __delitem__(self, key):
        del self._data[key]

    def __contains__(self, key):
        return key in self._data

    def __len__(self):
        return len(self._data)

    def __bool__(self):
        return bool(self._data)

    def __iter__(self):
        return iter(self._data)

    def __reversed__(self):
        return reversed(self._data)

    def keys(self):
        return self._data.keys()

    def values(self):
        return self._data.values()

    def items(self):
        return self._data.items()

    def get(self, key, default=None):
        return self._data.get(key, default)

    def setdefault(self, key, default=None):
        return self._data.setdefault(key, default)

    def pop(self, key, default=_MISSING):
        if default is _MISSING:
            return self._data.pop(key)
        return self._data.pop(key, default)

    def popitem(self):
        return self._data.popitem()

    def clear(self):
        self._data.clear()

    def update(self, *args, **kwargs):
        if len(args) > 1:
            raise TypeError(f'update expected at most 1 argument, got {len(args)}')
        if args:
            other = args[0]
            if isinstance(other, _Mapping):
                other = other._data
            if isinstance(other, dict):
                for key, value in other.items():
                    self[key] = value
            elif hasattr(other, 'keys'):
                for key in other.keys():
                    self[key] = other[key]
            else:
                for pair in other:
                    pair = tuple(pair)
                    if len(pair) != 2:
                        raise ValueError(f'dictionary update sequence element has length {len(pair)}; 2 is required')
                    self[pair[0]] = pair[1]
        for key, value in kwargs.items():
            self[key] = value

    def copy(self):
        new = type(self).__new__(type(self))
        new.__dict__.update(self.__dict__)
        new._data = dict(self._data)
        return new

    __copy__ = copy

    def __eq__(self, other):
        if isinstance(other, _Mapping):
            return self._data == other._data
        if isinstance(other, dict):
            return self._data == other
        return NotImplemented

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __or__(self, other):
        if not isinstance(other, (dict, _Mapping)):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, (dict, _Mapping)):
            return NotImplemented
        new = self.copy()
        new._data = dict(other)
        new.update(self._data)
        return new

    def __ior__(self, other):
        self.update(other)
        return self

    def __repr__(self):
        return f'{self._type_name()}({self._data!r})'


class defaultdict(dict):
    __slots__ = ('default_factory',)

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        self[key] = value = self.default_factory()
        return value

    def __repr__(self):
        return f'{type(self).__name__}({self.default_factory!r}, {dict.__repr__(self)})'

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        return type(self), (self.default_factory,), None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new


class OrderedDict(dict):
    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            rest = list(dict.items(self))
            dict.clear(self)
            dict.__setitem__(self, key, value)
            dict.update(self, rest)

    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        key = next(reversed(self)) if last else next(iter(self))
        return (key, dict.pop(self, key))

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    # Two OrderedDicts are equal only in the same order; with a dict, as dicts.
    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(self) == list(other)
        return dict.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        new.update(self)
        return new

    def __repr__(self):
        if not self:
            return f'{type(self).__name__}()'
        return f'{type(self).__name__}({list(self.items())!r})'


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def __delitem__(self, key):
        if key in self:
            dict.__delitem__(self, key)

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        ordered = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        return ordered if n is None else ordered[:max(n, 0)]

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def _counts(self, iterable):
        if isinstance(iterable, (dict, _Mapping)) or hasattr(iterable, 'keys'):
            return [(elem, iterable[elem]) for elem in iterable.keys()], True
        return iterable, False

    def _add_counts(self, iterable, sign):
        counts, is_mapping = self._counts(iterable)
        get = self.get
        if is_mapping:
            for elem, count in counts:
                self[elem] = get(elem, 0) + sign * count
        else:
            for elem in counts:
                self[elem] = get(elem, 0) + sign

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            self._add_counts(iterable, 1)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            self._add_counts(iterable, -1)
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def _combine(self, other, op, keep_other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            value = op(count, other[elem])
            if value > 0:
                result[elem] = value
        for elem, count in other.items():
            if elem not in self:
                value = keep_other(count)
                if value > 0:
                    result[elem] = value
        return result

    def __add__(self, other):
        return self._combine(other, lambda a, b: a + b, lambda b: b)

    def __sub__(self, other):
        return self._combine(other, lambda a, b: a - b, lambda b: -b)

    def __or__(self, other):
        return self._combine(other, lambda a, b: b if a < b else a, lambda b: b)

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            value = count if count < other_count else other_count
            if value > 0:
                result[elem] = value
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        for elem in [e for e, c in self.items() if not c > 0]:
            dict.__delitem__(self, elem)
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, count in other.items():
            if count > self[elem]:
                self[elem] = count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()

    def __repr__(self):
        if not self:
            return f'{type(self).__name__}()'
        try:
            shown = dict(self.most_common())
        except TypeError:
            shown = dict(self)
        return f'{type(self).__name__}({shown!r})'


class ChainMap(_Mapping):
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    @property
    def _data(self):
        merged = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                merged[key] = None
        return {key: self[key] for key in merged}

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        missing = getattr(self, '__missing__', None)
        if missing is None:
            raise KeyError(key)
        return missing(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __len__(self):
        return len(self._data)

    def __iter__(self):
        return iter(self._data)

    def __bool__(self):
        return any(self.maps)

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}') from None

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}') from None

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.') from None

    def clear(self):
        self.maps[0].clear()

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def __repr__(self):
        return f"{self._type_name()}({', '.join(map(repr, self.maps))})"


# ---- collections.abc -----------------------------------------------------------

import _collections_abc as abc
import sys as _sys

_sys.modules['collections.abc'] = abc

from _collections_user import UserDict, UserList, UserString

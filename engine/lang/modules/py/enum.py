"""enum: Enum, IntEnum, StrEnum, Flag, IntFlag, auto and unique, as CPython
3.11 makes them. EnumType (the metaclass) collects the members while the
class body runs (_EnumDict), makes each one an instance of the class when the
class is made (_proto_member.__set_name__), and gives the class its lookups:
Color(1), Color['RED'], iteration, len, `in`.

A member of an enum mixed with a data type (IntEnum, IntFlag, StrEnum, or
`class Ratio(float, Enum)`) is an instance of that type, made by its __new__
or by the class's own __new__ over it (`int.__new__(cls, value)`)."""

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum', 'auto',
           'unique', 'property', 'member', 'nonmember', 'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP']


_builtin_property = property
_builtin_bin = bin

# Stand-ins until the classes exist: EnumType checks them while making them.
Enum = Flag = EJECT = ReprEnum = None


def _value_str(self):
    return str(self._value_)


def _value_format(self, format_spec):
    return format(self._value_, format_spec)


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


_FUNCTION_TYPES = (type(_is_dunder), type(len), classmethod, staticmethod, _builtin_property)


def _is_descriptor(obj):
    # CPython's functions are descriptors (they have __get__); here they are checked by type.
    return (isinstance(obj, _FUNCTION_TYPES) or hasattr(obj, '__get__') or hasattr(obj, '__set__')
            or hasattr(obj, '__delete__'))


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1:2] != '_' and name[-2:-1] != '_'


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name,)
    return len(name) > len(pattern) and name.startswith(pattern) and (name[-1] != '_' or name[-2] != '_')


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _iter_bits_lsb(num):
    original = num
    if isinstance(num, Enum):
        num = num.value
    if num < 0:
        raise ValueError('%r is not a positive integer' % original)
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def _high_bit(value):
    return value.bit_length() - 1


def bin(num, max_bits=None):
    """Like built-in bin(), except negative values are represented in
    twos-complement, and the leading bit always indicates sign."""
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = _builtin_bin(num + ceiling).replace('1', '0', 1)
    else:
        s = _builtin_bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


class nonmember(object):
    """Protects item from becoming an Enum member during class creation."""
    def __init__(self, value):
        self.value = value


class member(object):
    """Forces item to become an Enum member during class creation."""
    def __init__(self, value):
        self.value = value


class _auto_null:
    def __repr__(self):
        return '_auto_null'


_auto_null = _auto_null()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % self.value


class property:
    """A member's name and value: read through a member as property() reads;
    through the class it looks for a member of that name."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc
        self.name = None
        self.clsname = None

    def __get__(self, instance, ownerclass=None):
        if instance is None or self.fget is None:
            try:
                return ownerclass._member_map_[self.name]
            except KeyError:
                raise AttributeError('%r has no attribute %r' % (ownerclass, self.name)) from None
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("<enum %r> cannot set attribute %r" % (self.clsname, self.name))
        return self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("<enum %r> cannot delete attribute %r" % (self.clsname, self.name))
        return self.fdel(instance)

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__


class _MappingView:
    """Read access to the dict an object holds in _data."""

    def __getitem__(self, key):
        return self._data[key]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)

    def __contains__(self, key):
        return key in self._data

    def get(self, key, default=None):
        return self._data.get(key, default)

    def keys(self):
        return self._data.keys()

    def values(self):
        return self._data.values()

    def items(self):
        return self._data.items()


class mappingproxy(_MappingView):
    """A read-only view of a dict (the class of Color.__members__)."""
    __module__ = 'builtins'

    def __init__(self, mapping):
        self._data = mapping

    def __eq__(self, other):
        return self._data == other

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._data,)

    def __str__(self):
        return str(self._data)

    def copy(self):
        return self._data.copy()


class _proto_member:
    """A member between the class body and the class: made into an instance
    of the class when the class is made (its __set_name__)."""

    def __init__(self, value):
        self.value = value

    def __set_name__(self, enum_class, member_name):
        delattr(enum_class, member_name)
        value = self.value
        args = value if isinstance(value, tuple) else (value,)
        if not enum_class._use_args_:
            enum_member = enum_class._new_member_(enum_class)
        else:
            enum_member = enum_class._new_member_(enum_class, *args)
        if not hasattr(enum_member, '_value_'):
            if enum_class._member_type_ is object:
                enum_member._value_ = value
            else:
                enum_member._value_ = enum_class._member_type_(*args)
        value = enum_member._value_
        enum_member._name_ = member_name
        enum_member.__objclass__ = enum_class
        enum_member.__init__(*args)
        enum_member._sort_order_ = len(enum_class._member_names_)
        if Flag is not None and issubclass(enum_class, Flag):
            enum_class._flag_mask_ |= value
            if _is_single_bit(value):
                enum_class._singles_mask_ |= value
            enum_class._all_bits_ = 2 ** ((enum_class._flag_mask_).bit_length()) - 1
        enum_member = self._canonical(enum_class, member_name, enum_member, value)
        setattr(enum_class, member_name, enum_member)
        enum_class._member_map_[member_name] = enum_member
        try:
            enum_class._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            enum_class._unhashable_values_.append(value)

    @staticmethod
    def _canonical(enum_class, member_name, enum_member, value):
        """The member already defined with this value (the new name is its
        alias), else the new member, recorded in _member_names_."""
        try:
            try:
                return enum_class._value2member_map_[value]
            except TypeError:
                for canonical_member in enum_class._member_map_.values():
                    if canonical_member._value_ == value:
                        return canonical_member
                raise KeyError
        except KeyError:
            if Flag is None or not issubclass(enum_class, Flag) or _is_single_bit(value):
                enum_class._member_names_.append(member_name)
        return enum_member


_SUNDER_NAMES = ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
                 '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_')


class _EnumDict(_MappingView):
    """The namespace of an enum class body: tracks member order, refuses a
    name used twice and turns auto() into values as they are assigned
    (CPython's is a dict subclass)."""

    def __init__(self):
        self._data = {}
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = None

    def __delitem__(self, key):
        del self._data[key]

    def pop(self, key, *default):
        return self._data.pop(key, *default)

    def setdefault(self, key, default=None):
        if key not in self._data:
            self[key] = default
        return self._data[key]

    def update(self, members, **more_members):
        try:
            for name in members.keys():
                self[name] = members[name]
        except AttributeError:
            for name, value in members:
                self[name] = value
        for name, value in more_members.items():
            self[name] = value

    def __setitem__(self, key, value):
        if _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            value = self._set_sunder(key, value)
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._member_names:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        else:
            value = self._add_member(key, value)
        self._data[key] = value

    def _set_sunder(self, key, value):
        if key not in _SUNDER_NAMES:
            raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (key,))
        if key == '_generate_next_value_':
            if self._auto_called:
                raise TypeError("_generate_next_value_ must be defined before members")
            self._generate_next_value = value.__func__ if isinstance(value, staticmethod) else value
        elif key == '_ignore_':
            value = value.replace(',', ' ').split() if isinstance(value, str) else list(value)
            self._ignore = value
            already = set(value) & set(self._member_names)
            if already:
                raise ValueError('_ignore_ cannot specify already set names: %r' % (already,))
        return value

    def _add_member(self, key, value):
        if key in self._data:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        if isinstance(value, member):
            value = value.value
        non_auto_store = True
        single = isinstance(value, auto)
        if single:
            value = (value,)
        if type(value) is tuple and any(isinstance(v, auto) for v in value):
            auto_valued = []
            for v in value:
                if isinstance(v, auto):
                    non_auto_store = False
                    if v.value is _auto_null:
                        v.value = self._generate_next_value(key, 1, len(self._member_names), self._last_values[:])
                        self._auto_called = True
                    v = v.value
                    self._last_values.append(v)
                auto_valued.append(v)
            value = auto_valued[0] if single else tuple(auto_valued)
        self._member_names[key] = None
        if non_auto_store:
            self._last_values.append(value)
        return value


class EnumType(type):
    """Metaclass for Enum"""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            enum_dict['_generate_next_value_'] = getattr(first_enum, '_generate_next_value_', None)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, **kwds):
        classdict.setdefault('_ignore_', []).append('_ignore_')
        for key in classdict['_ignore_']:
            classdict.pop(key, None)
        member_names = classdict._member_names
        invalid_names = set(member_names) & {'mro', ''}
        if invalid_names:
            raise ValueError('invalid enum member name(s) %s' % (','.join(repr(n) for n in invalid_names)))
        _order_ = classdict.pop('_order_', None)
        classdict = dict(classdict.items())
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        __new__, save_new, use_args = metacls._find_new_(classdict, member_type, first_enum)
        classdict['_new_member_'] = __new__
        classdict['_use_args_'] = use_args
        for name in member_names:
            classdict[name] = _proto_member(classdict[name])
        classdict['_member_names_'] = []
        classdict['_member_map_'] = {}
        classdict['_value2member_map_'] = {}
        classdict['_unhashable_values_'] = []
        classdict['_member_type_'] = member_type
        classdict['_value_repr_'] = metacls._find_data_repr_(cls, bases)
        classdict['_boundary_'] = boundary or getattr(first_enum, '_boundary_', None)
        classdict['_flag_mask_'] = 0
        classdict['_singles_mask_'] = 0
        classdict['_all_bits_'] = 0
        classdict['_inverted_'] = None
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        classdict.update(enum_class.__dict__)
        metacls._finish_(enum_class, classdict, bases, member_type, __new__ if save_new else None)
        metacls._check_order_(enum_class, _order_)
        return enum_class

    @classmethod
    def _finish_(metacls, enum_class, classdict, bases, member_type, saved_new):
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type (i.e. int, str, float, etc.)')
            if '__format__' not in classdict:
                enum_class.__format__ = _value_format
            if '__str__' not in classdict:
                enum_class.__str__ = _value_str
        first_enum = metacls._get_mixins_(enum_class.__name__, bases)[1]
        metacls._keep_enum_methods_(enum_class, classdict, member_type, first_enum)
        if Flag is not None and issubclass(enum_class, Flag):
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__', '__invert__'):
                if name not in classdict:
                    setattr(enum_class, name, getattr(Flag, name))
        if Enum is not None:
            if saved_new is not None:
                enum_class.__new_member__ = saved_new
            enum_class.__new__ = Enum.__new__
        if (Flag is None and enum_class.__name__ != 'Flag') or (Flag is not None and not issubclass(enum_class, Flag)):
            for name in ('_boundary_', '_flag_mask_', '_singles_mask_', '_all_bits_', '_inverted_'):
                delattr(enum_class, name)
        elif Flag is not None:
            member_list = [m._value_ for m in enum_class]
            if member_list != sorted(member_list):
                enum_class._iter_member_ = enum_class._iter_member_by_def_

    @staticmethod
    def _keep_enum_methods_(enum_class, classdict, member_type, first_enum):
        # A data type's own repr and friends come before Enum's in the MRO
        # (IntEnum(int, ReprEnum)); the enum's are put back unless a mixin overrides them.
        if first_enum is None:
            return
        for name in ('__repr__', '__str__', '__format__'):
            if name not in classdict:
                found_method = getattr(enum_class, name, None)
                if found_method in (getattr(member_type, name, None), getattr(object, name, None)):
                    setattr(enum_class, name, getattr(first_enum, name))

    @staticmethod
    def _check_order_(enum_class, _order_):
        if _order_ is None:
            return
        if isinstance(_order_, str):
            _order_ = _order_.replace(',', ' ').split()
        if Flag is not None and issubclass(enum_class, Flag):
            _order_ = [o for o in _order_
                       if o not in enum_class._member_map_ or _is_single_bit(enum_class[o]._value_)]
        _order_ = [o for o in _order_ if o not in enum_class._member_map_ or o in enum_class._member_names_]
        if _order_ != enum_class._member_names_:
            raise TypeError('member order does not match _order_:\n  %r\n  %r'
                            % (enum_class._member_names_, _order_))

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start,
                            boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @_builtin_property
    def __members__(cls):
        return mappingproxy(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name,))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if names is None:
            names = ()
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict['__module__'] = '__main__' if module is None else module
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError("<enum %r> cannot extend %r" % (class_name, base))

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = mcls._find_data_type_(class_name, bases) or object
        return member_type, first_enum

    @classmethod
    def _find_data_repr_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    return base._value_repr_
                elif '__repr__' in base.__dict__:
                    return base.__dict__['__repr__']
        return None

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        data_types = set()
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        data_types.add(base._member_type_)
                        break
                elif '__new__' in base.__dict__ or '__dataclass_fields__' in base.__dict__:
                    data_types.add(candidate or base)
                    break
                else:
                    candidate = candidate or base
        if len(data_types) > 1:
            raise TypeError('too many data types for %r: %r' % (class_name, data_types))
        elif data_types:
            return data_types.pop()
        return None

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        """The __new__ that makes members (the class body's, else one a data
        type or an earlier enum defined), whether it was the body's, and
        whether it takes the member's value as arguments."""
        __new__ = classdict.get('__new__', None)
        save_new = first_enum is not None and __new__ is not None
        if __new__ is None:
            __new__ = mcls._inherited_new_((member_type, first_enum))
        if __new__ is None or first_enum is None:
            return object.__new__, save_new, False
        return __new__, save_new, True

    @staticmethod
    def _inherited_new_(classes):
        for method in ('__new_member__', '__new__'):
            for possible in classes:
                if possible is None:
                    continue
                for base in possible.__mro__:
                    # An enum's own __new__ is Enum.__new__, the lookup by value.
                    if base is object or (method == '__new__' and isinstance(base, EnumType)):
                        continue
                    if method in base.__dict__:
                        return base.__dict__[method]
        return None


EnumMeta = EnumType


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        if not cls._member_map_:
            raise TypeError("%r has no members defined" % cls)
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT and isinstance(result, int):
            return result
        ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        elif exc is None:
            exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                            % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            raise TypeError
        except TypeError:
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError('%r is not a string' % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError('encoding must be a string, not %r' % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError('errors must be a string, not %r' % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """How out of range values are handled: "strict" raises (Flag's default),
    "conform" discards extra bits, "eject" loses flag status, "keep" keeps
    all bits (IntFlag's default)."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """Support for flags"""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for val in _iter_bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(val)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        value = cls._bounded(value)
        if isinstance(value, tuple):
            return value[0]
        neg_value = None
        if value < 0:
            neg_value = value
            value = cls._all_bits_ + 1 + value
        unknown = value & ~cls._flag_mask_
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]' % (cls.__name__, value, unknown, bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        pseudo_member._value_ = value
        pseudo_member._name_ = cls._pseudo_name(value)
        pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    @classmethod
    def _bounded(cls, value):
        """The value a boundary setting lets through; (value,) when EJECT returns it as a plain int."""
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return (value,)
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, cls._boundary_))
        return value

    @classmethod
    def _pseudo_name(cls, value):
        """'R|W' for a value of several members (and '|8' for bits no member has)."""
        singles_mask = cls._singles_mask_
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if not (member_value or aliases):
            return None
        members = []
        combined_value = 0
        for m in cls._iter_member_(member_value):
            members.append(m)
            combined_value |= m._value_
        if aliases:
            value = member_value | aliases
            for n, pm in cls._member_map_.items():
                if pm not in members and pm._value_ and pm._value_ & value == pm._value_:
                    members.append(pm)
                    combined_value |= pm._value_
        unknown = value ^ combined_value
        if not combined_value:
            return None
        name = '|'.join([m._name_ for m in members])
        if unknown and cls._boundary_ is STRICT:
            raise ValueError('%r: no members with value %r' % (cls, unknown))
        elif unknown:
            name += '|%s' % cls._numeric_repr_(unknown)
        return name

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _flag_operand(self, other):
        """other's value for |, & and ^, or None when they do not apply."""
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return None

    def __or__(self, other):
        other = self._flag_operand(other)
        return NotImplemented if other is None else self.__class__(self._value_ | other)

    def __and__(self, other):
        other = self._flag_operand(other)
        return NotImplemented if other is None else self.__class__(self._value_ & other)

    def __xor__(self, other):
        other = self._flag_operand(other)
        return NotImplemented if other is None else self.__class__(self._value_ ^ other)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                self._inverted_ = self.__class__(~self._value_)
            else:
                self._inverted_ = self.__class__(self._singles_mask_ & ~self._value_)
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags"""


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration

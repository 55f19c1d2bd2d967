"""_enum_values: what an IntEnum or StrEnum member does as the int or str
CPython makes it (enum.py mixes these in where CPython mixes in int or str,
until classes here can subclass the built-in types): it computes, compares
and hashes as its value; isinstance(member, int) is False."""

import operator as _operator


def _forward(op):
    def method(self, other):
        return op(self._value_, _plain(other))
    return method


def _reflected(op):
    def method(self, other):
        return op(_plain(other), self._value_)
    return method


def _of_value(op):
    def method(self):
        return op(self._value_)
    return method


class _IntValued:
    """What an enum member that CPython makes an int does as one: arithmetic,
    comparison and hashing by its value."""
    _data_type_ = int

    def __hash__(self):
        return hash(self._value_)

    def __round__(self, ndigits=None):
        return round(self._value_, ndigits)

    def bit_length(self):
        return self._value_.bit_length()

    def bit_count(self):
        return self._value_.bit_count()


class _StrValued:
    """What an enum member that CPython makes a str does as one: it compares,
    hashes, concatenates and has the str methods of its value."""
    _data_type_ = str

    def __hash__(self):
        return hash(self._value_)

    def __contains__(self, item):
        return _plain(item) in self._value_

    def __getattr__(self, name):
        if name.startswith('_'):
            raise AttributeError("%r object has no attribute %r" % (type(self).__name__, name))
        return getattr(self._value_, name)


for _name in ('eq', 'ne', 'lt', 'le', 'gt', 'ge'):
    setattr(_IntValued, '__%s__' % _name, _forward(getattr(_operator, _name)))
    setattr(_StrValued, '__%s__' % _name, _forward(getattr(_operator, _name)))
for _name in ('add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'lshift', 'rshift', 'and', 'or', 'xor'):
    _op = getattr(_operator, _name + '_' if _name in ('and', 'or') else _name)
    setattr(_IntValued, '__%s__' % _name, _forward(_op))
    setattr(_IntValued, '__r%s__' % _name, _reflected(_op))
for _name, _op in (('neg', _operator.neg), ('pos', _operator.pos), ('abs', abs), ('invert', _operator.invert),
                   ('int', int), ('index', int), ('float', float), ('bool', bool)):
    setattr(_IntValued, '__%s__' % _name, _of_value(_op))
for _name, _op in (('add', _operator.add), ('mul', _operator.mul)):
    setattr(_StrValued, '__%s__' % _name, _forward(_op))
    setattr(_StrValued, '__r%s__' % _name, _reflected(_op))
for _name, _op in (('len', len), ('iter', iter)):
    setattr(_StrValued, '__%s__' % _name, _of_value(_op))
_StrValued.__getitem__ = _forward(_operator.getitem)


# The built-in types an enum may mix in, and what stands in for each.
_DATA_MIXINS = {int: _IntValued, str: _StrValued}


def _plain(value):
    """An int- or str-valued member's value; anything else as it is."""
    if isinstance(value, (_IntValued, _StrValued)):
        return value._value_
    return value


def _mixin_bases(bases):
    return tuple(_DATA_MIXINS.get(base, base) for base in bases)


def _value_str(self):
    return str(self._value_)


def _value_format(self, format_spec):
    return format(self._value_, format_spec)

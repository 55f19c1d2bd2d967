"""fractions: exact rational numbers, printed, hashed and compared as CPython's."""

import math as _math

__all__ = ['Fraction']

_HASH_MODULUS = 2 ** 61 - 1
_HASH_INF = 314159


def _parse(text):
    """(numerator, denominator) of '3/4', '-1.25', ' 2e3 ' or '7'."""
    s = text.strip().replace('_', '')
    bad = ValueError(f'Invalid literal for Fraction: {text!r}')
    if not s or '__' in text.strip() or text.strip().startswith('_') or text.strip().endswith('_'):
        raise bad
    sign = -1 if s[0] == '-' else 1
    if s[0] in '+-':
        s = s[1:]
    if '/' in s:
        num, _, den = s.partition('/')
        if not (num.isdigit() and den.isdigit()):
            raise bad
        return sign * int(num), int(den)
    mantissa, _, exponent = s.lower().partition('e')
    whole, _, decimals = mantissa.partition('.')
    if not (whole or decimals) or not (whole + decimals).isdigit() or '.' in decimals:
        raise bad
    if exponent:
        if not exponent.lstrip('+-').isdigit() or exponent.count('-') + exponent.count('+') > 1:
            raise bad
    shift = int(exponent or 0) - len(decimals)
    numerator = sign * int(whole + decimals)
    if shift >= 0:
        return numerator * 10 ** shift, 1
    return numerator, 10 ** -shift


def _add(a, b):
    return Fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)


def _sub(a, b):
    return Fraction(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator)


def _mul(a, b):
    return Fraction(a.numerator * b.numerator, a.denominator * b.denominator)


def _div(a, b):
    na, da, nb, db = a.numerator, a.denominator, b.numerator, b.denominator
    g1, g2 = _math.gcd(na, nb), _math.gcd(db, da)
    if g1 > 1:
        na, nb = na // g1, nb // g1
    if g2 > 1:
        da, db = da // g2, db // g2
    n, d = na * db, nb * da
    return Fraction(-n, -d) if d < 0 else Fraction(n, d)


def _floordiv(a, b):
    return (a.numerator * b.denominator) // (a.denominator * b.numerator)


def _mod(a, b):
    return Fraction((a.numerator * b.denominator) % (b.numerator * a.denominator), a.denominator * b.denominator)


def _divmod(a, b):
    return _floordiv(a, b), _mod(a, b)


_FLOAT_OPS = {
    _add: lambda x, y: x + y,
    _sub: lambda x, y: x - y,
    _mul: lambda x, y: x * y,
    _div: lambda x, y: x / y,
    _floordiv: lambda x, y: x // y,
    _mod: lambda x, y: x % y,
    _divmod: lambda x, y: divmod(x, y),
}


def _operators(op):
    """The forward and reflected methods of one arithmetic operator."""
    def forward(self, other):
        return self._apply(other, op)

    def reflected(self, other):
        return self._apply(other, op, True)
    return forward, reflected


class Fraction:
    """numerator/denominator in lowest terms, the denominator positive."""

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator, self._denominator = numerator, 1
                return self
            if isinstance(numerator, Fraction):
                self._numerator, self._denominator = numerator.numerator, numerator.denominator
                return self
            if isinstance(numerator, float):
                numerator, denominator = numerator.as_integer_ratio()
            elif isinstance(numerator, int):
                numerator, denominator = int(numerator), 1
            elif isinstance(numerator, str):
                numerator, denominator = _parse(numerator)
            else:
                raise TypeError('argument should be a string or a Rational instance')
        elif type(numerator) is int and type(denominator) is int:
            pass
        elif isinstance(numerator, (int, Fraction)) and isinstance(denominator, (int, Fraction)):
            top, bottom = Fraction(numerator), Fraction(denominator)
            numerator = top.numerator * bottom.denominator
            denominator = bottom.numerator * top.denominator
        else:
            raise TypeError('both arguments should be Rational instances')
        if denominator == 0:
            raise ZeroDivisionError(f'Fraction({numerator}, 0)')
        g = _math.gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator, self._denominator = numerator // g, denominator // g
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError(f'{cls.__name__}.from_float() only takes floats, not {f!r} ({type(f).__name__})')
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        return cls(str(dec))

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def as_integer_ratio(self):
        return self._numerator, self._denominator

    def limit_denominator(self, max_denominator=1000000):
        """The closest fraction with a denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1)
        return Fraction(p0 + k * p1, q0 + k * q1)

    def __repr__(self):
        return f'{type(self).__name__}({self._numerator}, {self._denominator})'

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return f'{self._numerator}/{self._denominator}'

    def _operands(self, other):
        """other as a Fraction, a float/complex for float arithmetic, or None."""
        if isinstance(other, (int, Fraction)):
            return Fraction(other)
        if isinstance(other, (float, complex)):
            return other
        return None

    def _apply(self, other, op, reflected=False):
        value = self._operands(other)
        if value is None:
            return NotImplemented
        if isinstance(value, Fraction):
            return op(value, self) if reflected else op(self, value)
        mine = float(self) if isinstance(value, float) else complex(float(self))
        return _FLOAT_OPS[op](value, mine) if reflected else _FLOAT_OPS[op](mine, value)

    __add__, __radd__ = _operators(_add)
    __sub__, __rsub__ = _operators(_sub)
    __mul__, __rmul__ = _operators(_mul)
    __truediv__, __rtruediv__ = _operators(_div)
    __floordiv__, __rfloordiv__ = _operators(_floordiv)
    __mod__, __rmod__ = _operators(_mod)
    __divmod__, __rdivmod__ = _operators(_divmod)

    def __pow__(self, other):
        if isinstance(other, Fraction) and other.denominator == 1:
            other = other.numerator
        if isinstance(other, int):
            if other >= 0:
                return Fraction(self._numerator ** other, self._denominator ** other)
            if self._numerator == 0:
                raise ZeroDivisionError(f'Fraction({self._denominator ** -other}, 0)')
            return Fraction(self._denominator ** -other, self._numerator ** -other)
        if isinstance(other, (float, complex, Fraction)):
            return float(self) ** (float(other) if isinstance(other, Fraction) else other)
        return NotImplemented

    def __rpow__(self, other):
        if self._denominator == 1 and self._numerator >= 0:
            return other ** self._numerator  # an int base stays an int
        if isinstance(other, (int, Fraction)):
            return Fraction(other) ** self
        if self._denominator == 1:
            return other ** self._numerator
        return other ** float(self)

    def __pos__(self):
        return Fraction(self._numerator, self._denominator)

    def __neg__(self):
        return Fraction(-self._numerator, self._denominator)

    def __abs__(self):
        return Fraction(abs(self._numerator), self._denominator)

    def __int__(self):
        if self._numerator < 0:
            return -(-self._numerator // self._denominator)
        return self._numerator // self._denominator

    __trunc__ = __int__

    def __floor__(self):
        return self._numerator // self._denominator

    def __ceil__(self):
        return -(-self._numerator // self._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(self):
        return self._numerator / self._denominator

    def __bool__(self):
        return self._numerator != 0

    def __hash__(self):
        inverse = pow(self._denominator, _HASH_MODULUS - 2, _HASH_MODULUS)
        if not inverse:
            value = _HASH_INF
        else:
            value = hash(hash(abs(self._numerator)) * inverse)
        result = value if self._numerator >= 0 else -value
        return -2 if result == -1 else result

    def __eq__(self, other):
        if isinstance(other, (int, Fraction)):
            other = Fraction(other)
            return (self._numerator, self._denominator) == (other.numerator, other.denominator)
        if isinstance(other, complex) and other.imag == 0:
            other = other.real
        if isinstance(other, float):
            if _math.isnan(other) or _math.isinf(other):
                return other == 0.0
            return self == Fraction(other)
        return NotImplemented

    def _compare(self, other, op):
        if isinstance(other, (int, Fraction)):
            other = Fraction(other)
            return op(self._numerator * other.denominator, other.numerator * self._denominator)
        if isinstance(other, float):
            if _math.isnan(other) or _math.isinf(other):
                return op(0.0, other)
            return self._compare(Fraction(other), op)
        return NotImplemented

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)

    def __reduce__(self):
        return type(self), (str(self),)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


import numbers as _numbers

_numbers.Rational.register(Fraction)

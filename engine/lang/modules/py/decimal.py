"""decimal: decimal floating point as the General Decimal Arithmetic
specification defines it and CPython 3.11 gives it: Decimal from int, str,
float, tuple or Decimal; + - * / // % and ** by an integer, comparisons and
hashes shared with int and float; quantize; str and repr; a context's
precision and rounding (getcontext, setcontext, localcontext).

Not here: exponent limits (Emin/Emax are reported, never applied; a division
by infinity gives the zero at Etiny), ln, exp, log10. A power by an integer is
the exact power rounded once;
CPython's libmpdec rounds along the way, which can differ in the last digit
for inexact powers under roundings other than ROUND_HALF_EVEN."""

__all__ = ['Decimal', 'Context', 'DecimalException', 'InvalidOperation', 'DivisionByZero', 'Inexact', 'Rounded',
           'ConversionSyntax', 'DivisionImpossible', 'DivisionUndefined', 'Overflow', 'Underflow', 'Subnormal',
           'Clamped', 'FloatOperation', 'getcontext', 'setcontext', 'localcontext', 'DefaultContext',
           'ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_HALF_EVEN', 'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_UP',
           'ROUND_HALF_DOWN', 'ROUND_05UP', 'MAX_PREC', 'MAX_EMAX', 'MIN_EMIN', 'MIN_ETINY', 'BasicContext',
           'ExtendedContext', 'DecimalTuple', 'HAVE_THREADS', 'HAVE_CONTEXTVAR']

from _decimal_context import (Context, DecimalException, InvalidOperation, DivisionByZero, Inexact, Rounded,
    ConversionSyntax, DivisionImpossible, DivisionUndefined, Overflow, Underflow, Subnormal, Clamped,
    FloatOperation, InvalidContext, getcontext, setcontext, localcontext, DefaultContext, ROUND_DOWN,
    ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP,
    MAX_PREC, MAX_EMAX, MIN_EMIN, _HASH_MODULUS, _HASH_10INV)
from _decimal_special import special_result
from collections import namedtuple as _namedtuple

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow], flags=[])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[], flags=[])


def _parse(text):
    """(sign, coefficient, exponent) of a numeric string, or None; the
    exponent is 'F' (infinity), 'n' (NaN) or 'N' (signalling NaN) for those."""
    t = text.strip().replace('_', '')  # as CPython's: every underscore goes
    if not t:
        return None
    sign = 0
    if t[0] in '+-':
        sign, t = (1 if t[0] == '-' else 0), t[1:]
    low = t.lower()
    if low in ('inf', 'infinity'):
        return sign, 0, 'F'
    for prefix, kind in (('snan', 'N'), ('nan', 'n')):
        if low.startswith(prefix):
            payload = low[len(prefix):]
            if payload == '' or payload.isdecimal():
                return sign, int(payload or '0'), kind
            return None
    mantissa, _, exponent = low.partition('e')
    if _ and not exponent[exponent[:1] in ('+', '-'):].isdecimal():
        return None
    whole, _, frac = mantissa.partition('.')
    digits = whole + frac
    if not digits or not digits.isdecimal():
        return None
    return sign, int(digits), (int(exponent) if exponent else 0) - len(frac)


def _round_coefficient(coeff, drop, rounding, sign):
    """coeff with its last `drop` digits removed under the rounding mode, and
    whether anything non-zero was dropped."""
    if drop <= 0:
        return coeff, False
    kept, rest = divmod(coeff, 10 ** drop)
    half = 5 * 10 ** (drop - 1)
    if rest == 0:
        return kept, False
    if rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    elif rounding == ROUND_HALF_UP:
        up = rest >= half
    elif rounding == ROUND_HALF_DOWN:
        up = rest > half
    elif rounding == ROUND_HALF_EVEN:
        up = rest > half or rest == half and kept % 2 == 1
    else:  # ROUND_05UP
        up = kept % 10 in (0, 5)
    return kept + up, True


def _arithmetic(method):
    """An operator's method taking a Decimal (or an int made one) and the
    current context; NotImplemented for other types; NaNs and infinities
    as _decimal_special gives them."""
    def operator(self, other):
        other = _same_type_operand(other)
        if other is None:
            return NotImplemented
        context = getcontext()
        special = special_result(method.__name__, self, other, context, Decimal._make)
        return method(self, other, context) if special is None else special
    operator.__name__ = method.__name__
    return operator


def _reflected(name):
    def operator(self, other):
        other = _same_type_operand(other)
        return NotImplemented if other is None else getattr(other, name)(self)
    return operator


def _same_type_operand(other):
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    return None


class Decimal:
    """Floating point class for decimal arithmetic."""
    __slots__ = ('_sign', '_int', '_exp')

    def __new__(cls, value='0', context=None):
        self = object.__new__(cls)
        if isinstance(value, Decimal):
            self._sign, self._int, self._exp = value._sign, value._int, value._exp
        elif isinstance(value, int):
            self._sign, self._int, self._exp = int(value < 0), abs(int(value)), 0
        elif isinstance(value, str):
            parsed = _parse(value)
            if parsed is None:
                (context or getcontext())._raise(ConversionSyntax)
                parsed = (0, 0, 'n')
            self._sign, self._int, self._exp = parsed
        elif isinstance(value, float):
            self._from_float(value)
            (context or getcontext()).flags[FloatOperation] = True
        elif isinstance(value, (tuple, list)):
            self._from_tuple(value)
        else:
            raise TypeError('conversion from %s to Decimal is not supported' % type(value).__name__)
        return self

    def _from_float(self, f):
        self._sign = 1 if str(f)[0] == '-' else 0
        if f != f:
            self._int, self._exp = 0, 'n'
        elif f in (float('inf'), float('-inf')):
            self._int, self._exp = 0, 'F'
        else:
            n, d = abs(f).as_integer_ratio()
            k = d.bit_length() - 1
            self._int, self._exp = n * 5 ** k, -k

    def _from_tuple(self, value):
        if len(value) != 3:
            raise ValueError('argument must be a sequence of length 3')
        sign, digits, exp = value
        if sign not in (0, 1):
            raise ValueError('sign must be an integer with the value 0 or 1')
        for d in digits:
            if not isinstance(d, int) or not 0 <= d <= 9:
                raise ValueError('coefficient must be a tuple of digits')
        self._sign, self._int = sign, int(''.join(map(str, digits)) or '0')
        self._exp = {'F': 'F', 'n': 'n', 'N': 'N'}.get(exp, exp)

    @classmethod
    def from_float(cls, f):
        return cls(f)

    def as_tuple(self):
        if self._exp == 'F':
            digits = (0,)
        elif self._is_special():
            digits = tuple(map(int, str(self._int))) if self._int else ()
        else:
            digits = tuple(map(int, str(self._int)))
        return DecimalTuple(self._sign, digits, self._exp)

    @staticmethod
    def _make(sign, coeff, exp):
        d = object.__new__(Decimal)
        d._sign, d._int, d._exp = sign, coeff, exp
        return d

    def _is_special(self):
        return isinstance(self._exp, str)

    def _round(self, context):
        """Rounded to the context's precision, recording Inexact and Rounded."""
        if self._is_special():
            return self
        drop = len(str(self._int)) - context.prec
        if drop <= 0:
            return self
        coeff, inexact = _round_coefficient(self._int, drop, context.rounding, self._sign)
        exp = self._exp + drop
        if len(str(coeff)) > context.prec:
            coeff, exp = coeff // 10, exp + 1
        if inexact:
            context._raise(Inexact)
        context._raise(Rounded)
        return Decimal._make(self._sign, coeff, exp)

    # ---- text ----
    def __str__(self):
        sign = '-' if self._sign else ''
        if self._is_special():
            if self._exp == 'F':
                return sign + 'Infinity'
            payload = str(self._int) if self._int else ''
            return sign + ('NaN' if self._exp == 'n' else 'sNaN') + payload
        digits = str(self._int)
        adjusted = self._exp + len(digits) - 1
        if self._exp <= 0 and adjusted >= -6:
            point = len(digits) + self._exp  # digits before the point
            if point <= 0:
                return sign + '0.' + '0' * -point + digits
            return sign + digits[:point] + ('.' + digits[point:] if point < len(digits) else '')
        mantissa = digits[0] + ('.' + digits[1:] if len(digits) > 1 else '')
        e = 'E' if getcontext().capitals else 'e'
        return sign + mantissa + e + ('%+d' % adjusted)

    def __repr__(self):
        return "Decimal('%s')" % self

    def is_nan(self):
        return self._exp in ('n', 'N')

    def is_infinite(self):
        return self._exp == 'F'

    def is_finite(self):
        return not self._is_special()

    def is_zero(self):
        return not self._is_special() and self._int == 0

    def is_signed(self):
        return self._sign == 1

    def adjusted(self):
        return 0 if self._is_special() else self._exp + len(str(self._int)) - 1

    # ---- arithmetic (finite operands; specials in _decimal_special) ----
    def _signed(self):
        return -self._int if self._sign else self._int

    @_arithmetic
    def __add__(self, other, context):
        exp = min(self._exp, other._exp)
        total = self._signed() * 10 ** (self._exp - exp) + other._signed() * 10 ** (other._exp - exp)
        if total == 0:
            sign = 1 if (self._sign and other._sign) or (context.rounding == ROUND_FLOOR and self._sign != other._sign) \
                else 0
        else:
            sign = int(total < 0)
        return Decimal._make(sign, abs(total), exp)._round(context)

    __radd__ = __add__

    def __neg__(self):
        if self._is_special():
            return Decimal._make(1 - self._sign, self._int, self._exp)
        context = getcontext()
        if self._int == 0:  # 0 - x: a zero's sign is + unless rounding toward floor
            return Decimal._make(int(context.rounding == ROUND_FLOOR and not self._sign), 0, self._exp)
        return Decimal._make(1 - self._sign, self._int, self._exp)._round(context)

    def __pos__(self):
        return (Decimal._make(0, 0, self._exp) if self.is_zero() else self)._round(getcontext())

    def __abs__(self):
        return Decimal._make(0, self._int, self._exp)._round(getcontext())

    def __sub__(self, other):
        other = _same_type_operand(other)
        if other is None:
            return NotImplemented
        special = special_result('__sub__', self, other, getcontext(), Decimal._make)
        if special is not None:
            return special
        return self + Decimal._make(1 - other._sign, other._int, other._exp)

    __rsub__ = _reflected('__sub__')

    @_arithmetic
    def __mul__(self, other, context):
        return Decimal._make(self._sign ^ other._sign, self._int * other._int, self._exp + other._exp)._round(context)

    __rmul__ = __mul__

    @_arithmetic
    def __truediv__(self, other, context):
        sign = self._sign ^ other._sign
        if other._int == 0:
            context._raise(DivisionUndefined if self._int == 0 else DivisionByZero)
            return Decimal._make(sign, 0, 'n' if self._int == 0 else 'F')
        ideal = self._exp - other._exp
        if self._int == 0:
            return Decimal._make(sign, 0, ideal)
        shift = len(str(other._int)) - len(str(self._int)) + context.prec + 1
        exp = ideal - shift
        if shift >= 0:
            coeff, rest = divmod(self._int * 10 ** shift, other._int)
        else:
            coeff, rest = divmod(self._int, other._int * 10 ** -shift)
        if rest:
            coeff += coeff % 5 == 0  # a digit beyond the exact ones: rounds as the true quotient does
        else:
            while exp < ideal and coeff % 10 == 0:
                coeff, exp = coeff // 10, exp + 1
        return Decimal._make(sign, coeff, exp)._round(context)

    __rtruediv__ = _reflected('__truediv__')

    def _divmod(self, other, context):
        """The integer quotient (truncated) and remainder, as divide-integer
        and remainder define them."""
        sign = self._sign ^ other._sign
        if other._int == 0:
            context._raise(DivisionUndefined if self._int == 0 else DivisionByZero)
            return None, None
        exp = min(self._exp, other._exp)
        a = self._int * 10 ** (self._exp - exp)
        b = other._int * 10 ** (other._exp - exp)
        q, r = divmod(a, b)
        if len(str(q)) > context.prec:
            context._raise(DivisionImpossible)
            return None, None
        return Decimal._make(sign, q, 0), Decimal._make(self._sign, r, exp)

    @_arithmetic
    def __floordiv__(self, other, context):
        q, _ = self._divmod(other, context)
        return Decimal('NaN') if q is None else q

    __rfloordiv__ = _reflected('__floordiv__')

    @_arithmetic
    def __mod__(self, other, context):
        if other._int == 0:
            context._raise(InvalidOperation if self._int else DivisionUndefined)
            return Decimal('NaN')
        _, r = self._divmod(other, context)
        return Decimal('NaN') if r is None else r._round(context)

    __rmod__ = _reflected('__mod__')

    def __divmod__(self, other):
        return self // other, self % other

    def __pow__(self, other):
        if not isinstance(other, int) and not (isinstance(other, Decimal) and other.is_finite()
                                               and other == int(other)):
            return NotImplemented
        n = int(other)
        context = getcontext()
        if self._int == 0 and not self._is_special():
            if n == 0:
                context._raise(InvalidOperation)
                return Decimal('NaN')
            return Decimal._make(self._sign & n, 0, 0 if n > 0 else 'F')
        if n >= 0:
            return Decimal._make(self._sign & n, self._int ** n, self._exp * n)._round(context)
        return Decimal(1).__truediv__(Decimal._make(self._sign & (-n), self._int ** -n, self._exp * -n))

    # ---- comparison, hashing, conversion ----
    def _compare(self, other, ordering):
        """-1, 0 or 1; None when other is not a number; NaN compares unordered."""
        if isinstance(other, float):
            other = Decimal(other)
        other = _same_type_operand(other)
        if other is None:
            return None
        if self.is_nan() or other.is_nan():
            if ordering:
                getcontext()._raise(InvalidOperation)
            return 2
        a, b = self._key(), other._key()
        return (a > b) - (a < b)

    def _key(self):
        from fractions import Fraction
        if self._exp == 'F':
            return float('-inf') if self._sign else float('inf')
        value = Fraction(self._int) * (Fraction(10) ** self._exp)
        return -value if self._sign else value

    def __eq__(self, other):
        c = self._compare(other, False)
        return NotImplemented if c is None else c == 0

    def __lt__(self, other):
        c = self._compare(other, True)
        return NotImplemented if c is None else c == -1

    def __le__(self, other):
        c = self._compare(other, True)
        return NotImplemented if c is None else c in (-1, 0)

    def __gt__(self, other):
        c = self._compare(other, True)
        return NotImplemented if c is None else c == 1

    def __ge__(self, other):
        c = self._compare(other, True)
        return NotImplemented if c is None else c in (0, 1)

    def __hash__(self):
        if self._is_special():
            if self._exp == 'N':
                raise TypeError('Cannot hash a signaling NaN value.')
            return hash(float(self))
        if self._exp >= 0:
            exp_hash = pow(10, self._exp, _HASH_MODULUS)
        else:
            exp_hash = pow(_HASH_10INV, -self._exp, _HASH_MODULUS)
        h = self._int * exp_hash % _HASH_MODULUS
        h = -h if self._sign else h
        return -2 if h == -1 else h

    def __bool__(self):
        return self._is_special() or self._int != 0

    def __int__(self):
        if self._is_special():
            if self._exp == 'F':
                raise OverflowError('cannot convert Infinity to integer')
            raise ValueError('cannot convert NaN to integer')
        n = self._int * 10 ** self._exp if self._exp >= 0 else self._int // 10 ** -self._exp
        return -n if self._sign else n

    __trunc__ = __int__

    def __float__(self):
        if self._is_special():
            if self.is_nan():
                return float('-nan') if self._sign else float('nan')
            return float('-inf') if self._sign else float('inf')
        return float(str(self))

    def quantize(self, exp, rounding=None, context=None):
        """The value rounded to exp's exponent."""
        exp = _same_type_operand(exp)
        context = context or getcontext()
        if self._is_special() or exp._is_special():
            context._raise(InvalidOperation)
            return Decimal('NaN')
        drop = exp._exp - self._exp
        if drop >= 0:
            coeff, inexact = _round_coefficient(self._int, drop, rounding or context.rounding, self._sign)
        else:
            coeff, inexact = self._int * 10 ** -drop, False
        if len(str(coeff)) > context.prec:
            context._raise(InvalidOperation)
            return Decimal('NaN')
        if drop > 0 and self._int:
            if inexact:
                context._raise(Inexact)
            context._raise(Rounded)
        return Decimal._make(self._sign, coeff, exp._exp)

    def __round__(self, n=None):
        if n is None:
            return int(self.quantize(Decimal(1), ROUND_HALF_EVEN))
        return self.quantize(Decimal._make(0, 1, -n))

    def to_integral_value(self, rounding=None, context=None):
        if self._is_special() or self._exp >= 0:
            return self
        coeff, _ = _round_coefficient(self._int, -self._exp, rounding or (context or getcontext()).rounding,
                                      self._sign)
        return Decimal._make(self._sign, coeff, 0)

    to_integral = to_integral_value

    def __format__(self, spec):
        from _decimal_format import format_decimal
        return format_decimal(self, spec, _round_coefficient)

    def sqrt(self, context=None):
        from _decimal_sqrt import sqrt
        return sqrt(self, context or getcontext(), Decimal._make)

    def normalize(self, context=None):
        context = context or getcontext()
        if self._is_special():
            return self
        d = self._round(context)
        if d._int == 0:
            return Decimal._make(d._sign, 0, 0)
        coeff, exp = d._int, d._exp
        while coeff % 10 == 0:
            coeff, exp = coeff // 10, exp + 1
        return Decimal._make(d._sign, coeff, exp)

"""_decimal_context: decimal's signals (its exceptions), rounding modes and
contexts (modules/py/decimal.py has the numbers). Its classes say they are
decimal's, as CPython names them."""

ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING = 'ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_HALF_EVEN', 'ROUND_CEILING'
ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP = 'ROUND_FLOOR', 'ROUND_UP', 'ROUND_HALF_DOWN', 'ROUND_05UP'
_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN,
              ROUND_05UP)
MAX_PREC, MAX_EMAX, MIN_EMIN = 999999999999999999, 999999999999999999, -999999999999999999
_HASH_MODULUS = 2 ** 61 - 1
_HASH_10INV = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)


class DecimalException(ArithmeticError):
    __module__ = 'decimal'


class Clamped(DecimalException):
    __module__ = 'decimal'


class InvalidOperation(DecimalException):
    __module__ = 'decimal'


class ConversionSyntax(InvalidOperation):
    __module__ = 'decimal'


class DivisionByZero(DecimalException, ZeroDivisionError):
    __module__ = 'decimal'


class DivisionImpossible(InvalidOperation):
    __module__ = 'decimal'


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    __module__ = 'decimal'


class Inexact(DecimalException):
    __module__ = 'decimal'


class InvalidContext(InvalidOperation):
    __module__ = 'decimal'


class Rounded(DecimalException):
    __module__ = 'decimal'


class Subnormal(DecimalException):
    __module__ = 'decimal'


class Overflow(Inexact, Rounded):
    __module__ = 'decimal'


class Underflow(Inexact, Rounded, Subnormal):
    __module__ = 'decimal'


class FloatOperation(DecimalException, TypeError):
    __module__ = 'decimal'


# The order CPython lists flags and traps in a context's repr.
_SIGNALS = [Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation, Overflow, Rounded, Subnormal,
            Underflow]
# A condition raises (when trapped) as the signal it belongs to names it.
_CONDITION_SIGNAL = {ConversionSyntax: InvalidOperation, DivisionImpossible: InvalidOperation,
                     DivisionUndefined: InvalidOperation, InvalidContext: InvalidOperation}


class Context:
    """The precision, rounding and signals arithmetic follows."""
    __module__ = 'decimal'

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None, flags=None,
                 traps=None):
        base = DefaultContext if DefaultContext is not None else None
        self.prec = prec if prec is not None else (base.prec if base else 28)
        self.rounding = rounding if rounding is not None else (base.rounding if base else ROUND_HALF_EVEN)
        self.Emin = Emin if Emin is not None else -999999
        self.Emax = Emax if Emax is not None else 999999
        self.capitals = capitals if capitals is not None else 1
        self.clamp = clamp if clamp is not None else 0
        self.flags = {s: False for s in _SIGNALS}
        for s in flags or ():
            self.flags[s] = True
        if traps is None:
            traps = base.traps if base else (InvalidOperation, DivisionByZero, Overflow)
        self.traps = {s: (traps[s] if isinstance(traps, dict) else s in traps) for s in _SIGNALS}

    def __setattr__(self, name, value):
        if name == 'prec' and (not isinstance(value, int) or not 1 <= value <= MAX_PREC):
            if not isinstance(value, int):
                raise TypeError('an integer is required')
            raise ValueError('valid range for prec is [1, MAX_PREC]')
        if name == 'rounding' and value not in _ROUNDINGS:
            raise TypeError('valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n'
                            '   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]')
        object.__setattr__(self, name, value)

    def __repr__(self):
        flags = ', '.join(s.__name__ for s in _SIGNALS if self.flags[s])
        traps = ', '.join(s.__name__ for s in _SIGNALS if self.traps[s])
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=[%s], traps=[%s])'
                % (self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp, flags, traps))

    def clear_flags(self):
        for s in self.flags:
            self.flags[s] = False

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp,
                       [s for s in _SIGNALS if self.flags[s]], dict(self.traps))

    def _raise(self, condition):
        """Records the condition's signal; raises it when trapped."""
        signal = _CONDITION_SIGNAL.get(condition, condition)
        self.flags[signal] = True
        if self.traps[signal]:
            raise signal([condition])

    def create_decimal(self, num='0'):
        from decimal import Decimal
        return Decimal(num)._round(self)


DefaultContext = None
DefaultContext = Context()
_current = [DefaultContext.copy()]


def getcontext():
    return _current[0]


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if context is DefaultContext:
        context = context.copy()
    _current[0] = context


class _LocalContext:
    def __init__(self, context):
        self._new = context.copy()

    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._new)
        return self._new

    def __exit__(self, *exc):
        setcontext(self._saved)


def localcontext(ctx=None, **kwargs):
    context = (ctx or getcontext()).copy()
    for name, value in kwargs.items():
        setattr(context, name, value)
    return _LocalContext(context)

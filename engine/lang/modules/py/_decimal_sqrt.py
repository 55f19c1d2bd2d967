"""Decimal.sqrt: the square root correctly rounded (always half-even, as the
specification says) to the context's precision, at the ideal exponent when
exact; the method of CPython's _pydecimal (an integer square root of the
coefficient scaled to one digit more than the precision)."""
from _decimal_context import InvalidOperation, ROUND_HALF_EVEN


def _rounded_half_even(value, context):
    saved = context.rounding
    context.rounding = ROUND_HALF_EVEN
    try:
        return value._round(context)
    finally:
        context.rounding = saved


def _finite_sqrt(x, context, make):
    prec = context.prec + 1
    digits = len(str(x._int))
    e = x._exp >> 1
    if x._exp & 1:
        c, length = x._int * 10, (digits >> 1) + 1
    else:
        c, length = x._int, (digits + 1) >> 1
    shift = prec - length
    if shift >= 0:
        c *= 100 ** shift
        exact = True
    else:
        c, remainder = divmod(c, 100 ** -shift)
        exact = not remainder
    e -= shift
    n = 10 ** prec
    while True:  # Newton's method from above: n ends as floor(sqrt(c))
        q = c // n
        if n <= q:
            break
        n = (n + q) >> 1
    if exact and n * n == c:
        n = n // 10 ** shift if shift >= 0 else n * 10 ** -shift
        e += shift
    elif n % 5 == 0:
        n += 1  # inexact: the last digit must not look like a tie
    return _rounded_half_even(make(0, n, e), context)


def sqrt(x, context, make):
    if x.is_nan():
        if x._exp == 'N':
            context._raise(InvalidOperation)
        return make(x._sign, x._int, 'n')
    if x.is_zero():
        return make(x._sign, 0, x._exp >> 1)
    if x._sign:
        context._raise(InvalidOperation)
        return make(0, 0, 'n')
    if x._exp == 'F':
        return x
    return _finite_sqrt(x, context, make)

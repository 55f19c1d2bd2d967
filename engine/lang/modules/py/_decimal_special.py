"""The results of decimal arithmetic on NaNs and infinities, as the General
Decimal Arithmetic specification (and CPython 3.11) gives them: a signaling
NaN signals InvalidOperation and gives its quiet NaN, a quiet NaN propagates
(the first operand's first), and the operations an infinity leaves
undefined (inf - inf, 0 * inf, inf / inf, inf % x) signal InvalidOperation
and give NaN unless the signal is trapped (it is by default)."""
from _decimal_context import InvalidOperation, Clamped


def _nan_result(a, b, context, make):
    for x in (a, b):
        if x._exp == 'N':  # signaling
            context._raise(InvalidOperation)
            return make(x._sign, x._int, 'n')
    for x in (a, b):
        if x._exp == 'n':
            return x
    return None


def _invalid(context, make):
    context._raise(InvalidOperation)
    return make(0, 0, 'n')


def special_result(name, a, b, context, make):
    """The result of a.name(b) when either is special; None when both are finite."""
    if not (a._is_special() or b._is_special()):
        return None
    nan = _nan_result(a, b, context, make)
    if nan is not None:
        return nan
    inf_a, inf_b = a._exp == 'F', b._exp == 'F'
    sign = a._sign ^ b._sign
    if name in ('__add__', '__sub__'):
        b_sign = b._sign ^ (name == '__sub__')
        if inf_a and inf_b and a._sign != b_sign:
            return _invalid(context, make)
        return make(a._sign, 0, 'F') if inf_a else make(b_sign, 0, 'F')
    if name == '__mul__':
        if (inf_a and b.is_zero()) or (inf_b and a.is_zero()):
            return _invalid(context, make)
        return make(sign, 0, 'F')
    if inf_a and inf_b:
        return _invalid(context, make)
    if name == '__truediv__':
        if inf_a:
            return make(sign, 0, 'F')
        context._raise(Clamped)  # x / inf: a zero at the smallest exponent there is
        return make(sign, 0, context.Emin - context.prec + 1)
    if name == '__floordiv__':
        return make(sign, 0, 'F') if inf_a else make(sign, 0, 0)
    if name == '__mod__':
        return _invalid(context, make) if inf_a else a._round(context)
    return _invalid(context, make)

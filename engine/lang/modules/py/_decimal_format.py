"""Decimal.__format__: the format-spec mini-language as CPython 3.11's
decimal module reads it ([[fill]align][sign][z][0][width][,][.precision]
[type], type one of e E f F g G n %), rounding by the context's rounding
mode, with no limit from its precision. What the C module refuses ('_', '#',
a fill with '0') is 'invalid format string'."""
import re
from _decimal_context import getcontext

_SPEC = re.compile(r"\A(?:(?P<fill>.)?(?P<align>[<>=^]))?(?P<sign>[-+ ])?(?P<z>z)?(?P<zeropad>0)?"
                   r"(?P<width>(?!0)\d+)?(?P<sep>,)?(?:\.(?P<precision>0|(?!0)\d+))?(?P<type>[eEfFgGn%])?\Z",
                   re.DOTALL)


def _parse(spec):
    m = _SPEC.match(spec)
    if m is None or (m.group('zeropad') and (m.group('fill') is not None or m.group('align'))):
        raise ValueError('invalid format string')
    d = m.groupdict()
    d['zeropad'] = d['zeropad'] is not None
    d['fill'] = '0' if d['zeropad'] else d['fill'] or ' '
    d['align'] = '=' if d['zeropad'] else d['align'] or '>'
    d['width'] = int(d['width'] or 0)
    d['precision'] = None if d['precision'] is None else int(d['precision'])
    d['sep'] = d['sep'] or ''
    return d


def _align(sign, body, spec):
    padding = spec['fill'] * (spec['width'] - len(sign) - len(body))
    align = spec['align']
    if align == '<':
        return sign + body + padding
    if align == '=':
        return sign + padding + body
    if align == '^':
        half = len(padding) // 2
        return padding[:half] + sign + body + padding[half:]
    return padding + sign + body


def _grouped(digits, sep, min_width):
    """digits with sep every three, zero-padded to min_width (separators counted)."""
    if not sep:
        return '0' * (min_width - len(digits)) + digits
    groups = []
    while True:
        length = min(max(len(digits), min_width, 1), 3)
        groups.append('0' * (length - len(digits)) + digits[-length:])
        digits = digits[:-length]
        min_width -= length
        if not digits and min_width <= 0:
            break
        min_width -= len(sep)
    return sep.join(reversed(groups))


def _rounded(sign, coeff, exp, digits_kept, rounding, round_coefficient):
    """The coefficient cut to digits_kept digits (at exponent exp + the digits dropped)."""
    drop = len(str(coeff)) - digits_kept
    if drop > 0:
        coeff, _ = round_coefficient(coeff, drop, rounding, sign)
        exp += drop
        if len(str(coeff)) > digits_kept:  # a carry (9.99 to 10.0): one digit fewer
            coeff, exp = coeff // 10, exp + 1
    return coeff, exp


def _rescaled(sign, coeff, exp, new_exp, rounding, round_coefficient):
    if new_exp <= exp:
        return coeff * 10 ** (exp - new_exp), new_exp
    coeff, _ = round_coefficient(coeff, new_exp - exp, rounding, sign) if coeff else (0, None)
    return coeff, new_exp


def format_decimal(x, spec_text, round_coefficient):
    if not spec_text:  # format(d) and f'{d}' are str(d)
        return str(x)
    spec = _parse(spec_text)
    sign_char = '-' if x._sign else (spec['sign'] if spec['sign'] in ('+', ' ') else '')
    if x._is_special():
        body = str(abs(x)) if not x.is_nan() else str(x).lstrip('-')
        return _align(sign_char, body + ('%' if spec['type'] == '%' else ''), spec)
    context = getcontext()
    kind = spec['type'] or ('G' if context.capitals else 'g')
    kind = 'g' if kind == 'n' else kind
    sign, coeff, exp = x._sign, x._int, x._exp + (2 if kind == '%' else 0)
    precision, rounding = spec['precision'], context.rounding
    if precision is not None:
        if kind in 'eE':
            coeff, exp = _rounded(sign, coeff, exp, precision + 1, rounding, round_coefficient)
        elif kind in 'fF%':
            coeff, exp = _rescaled(sign, coeff, exp, -precision, rounding, round_coefficient)
        elif len(str(coeff)) > precision:
            coeff, exp = _rounded(sign, coeff, exp, max(precision, 1), rounding, round_coefficient)
    if coeff == 0 and exp > 0 and kind in 'fF%':
        exp = 0
    if coeff == 0 and spec['z'] and sign:
        sign_char = spec['sign'] if spec['sign'] in ('+', ' ') else ''
    return _layout(sign_char, str(coeff), exp, kind, precision, spec)


def _layout(sign_char, digits, exp, kind, precision, spec):
    left = exp + len(digits)
    if kind in 'eE':
        dot = 1 - precision if digits == '0' and precision is not None else 1
    elif kind in 'fF%':
        dot = left
    else:
        dot = left if exp <= 0 and left > -6 else 1
    if dot < 0:
        intpart, fracpart = '0', '0' * -dot + digits
    elif dot > len(digits):
        intpart, fracpart = digits + '0' * (dot - len(digits)), ''
    else:
        intpart, fracpart = digits[:dot] or '0', digits[dot:]
    shown_exp = left - dot
    if fracpart:
        fracpart = '.' + fracpart
    if shown_exp != 0 or kind in 'eE':
        fracpart += {'E': 'E', 'e': 'e', 'G': 'E', 'g': 'e'}[kind] + '%+d' % shown_exp
    if kind == '%':
        fracpart += '%'
    min_width = spec['width'] - len(fracpart) - len(sign_char) if spec['zeropad'] else 0
    return _align(sign_char, _grouped(intpart, spec['sep'], min_width) + fracpart, spec)

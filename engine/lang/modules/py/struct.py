"""struct: packing values into bytes and back by a format string, as CPython
3.11's _struct does on x86-64 Linux: native mode ('@', the default) has the
C sizes and alignment of that platform and little-endian order; '<', '>',
'=' and '!' have the standard sizes and no alignment.

CPython checks a number's range with a different message per code and byte
order (it packs some standard codes with the native functions when their
sizes agree); _int_checker reproduces which message each combination gives."""

__all__ = ['calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from', 'iter_unpack', 'Struct', 'error']

import math as _math


class error(Exception):
    pass


# code: (native size, native alignment, standard size); None: native mode only.
_CODES = {
    'x': (1, 0, 1), 'c': (1, 0, 1), 'b': (1, 0, 1), 'B': (1, 0, 1), '?': (1, 0, 1),
    'h': (2, 2, 2), 'H': (2, 2, 2), 'i': (4, 4, 4), 'I': (4, 4, 4), 'l': (8, 8, 4), 'L': (8, 8, 4),
    'q': (8, 8, 8), 'Q': (8, 8, 8), 'n': (8, 8, None), 'N': (8, 8, None), 'P': (8, 8, None),
    'e': (2, 2, 2), 'f': (4, 4, 4), 'd': (8, 8, 8), 's': (1, 0, 1), 'p': (1, 0, 1),
}
_SIGNED = 'bhilqn'
_FLOAT_LAYOUT = {'e': (5, 10), 'f': (8, 23), 'd': (11, 52)}  # exponent and fraction bits
_LONG_MIN, _LONG_MAX = -2 ** 63, 2 ** 63 - 1
_NAMED_RANGES = {'b': ('byte', -128, 127), 'B': ('ubyte', 0, 255), 'h': ('short', -32768, 32767),
                 'H': ('ushort', 0, 65535)}


def _as_int(v):
    if isinstance(v, int):
        return int(v)
    index = getattr(type(v), '__index__', None)
    if index is None:
        raise error('required argument is not an integer')
    return index(v)


def _c_range_check(v, lo, hi):
    """A C long (signed) or unsigned long conversion's limits."""
    if v < lo or v > hi:
        raise error('argument out of range')
    return v


def _range_message(code, size, unsigned):
    largest = 2 ** (size * 8) - 1
    if unsigned:
        return "'%s' format requires 0 <= number <= %d" % (code, largest)
    return "'%s' format requires %d <= number <= %d" % (code, -(largest >> 1) - 1, largest >> 1)


def _int_checker(code, size, native_functions):
    """The value a number packs as, checked as CPython checks it for this
    code: native_functions when CPython packs the code with the native
    (x86-64) functions, else the standard little- or big-endian ones."""
    unsigned = code not in _SIGNED
    if code in _NAMED_RANGES:
        name, lo, hi = _NAMED_RANGES[code]
        if native_functions or code in 'bB':
            def check(v):
                v = _c_range_check(_as_int(v), _LONG_MIN, _LONG_MAX)
                if v < lo or v > hi:
                    raise error('%s format requires %d <= number <= %d' % (name, lo, hi))
                return v
            return check
    if size == 8:
        if native_functions and code != 'P':
            lo, hi = (0, 2 ** 64 - 1) if unsigned else (_LONG_MIN, _LONG_MAX)
            return lambda v: _c_range_check(_as_int(v), lo, hi)

        def check_wide(v):  # _PyLong_AsByteArray
            v = _as_int(v)
            lo = _LONG_MIN if not unsigned or code == 'P' else 0
            if v < lo or v > (2 ** 64 - 1 if unsigned else _LONG_MAX):
                raise error('int too large to convert')
            return v
        return check_wide

    def check(v):
        v = _c_range_check(_as_int(v), 0 if unsigned else _LONG_MIN, 2 ** 64 - 1 if unsigned else _LONG_MAX)
        if unsigned and v > 2 ** (size * 8) - 1 or not unsigned and not -2 ** (size * 8 - 1) <= v < 2 ** (size * 8 - 1):
            raise error(_range_message(code, size, unsigned))
        return v
    return check


def _round_half_even(num, den):
    q, r = divmod(num, den)
    if 2 * r > den or 2 * r == den and q & 1:
        q += 1
    return q


def _float_bits(x, code):
    """The IEEE 754 bits of x in the code's format, rounded half to even."""
    exp_bits, frac_bits = _FLOAT_LAYOUT[code]
    sign = 1 if _math.copysign(1.0, x) < 0 else 0
    top = (1 << exp_bits) - 1
    if x != x:
        frac = 1 << (frac_bits - 1)
        return (sign << (exp_bits + frac_bits)) | (top << frac_bits) | frac
    if x in (_math.inf, -_math.inf):
        return (sign << (exp_bits + frac_bits)) | (top << frac_bits)
    bias = (1 << (exp_bits - 1)) - 1
    num, den = abs(x).as_integer_ratio()
    exponent = _math.frexp(abs(x))[1] - 1 if x else 1 - bias
    if exponent < 1 - bias:  # subnormal: a multiple of the smallest one
        bits = _round_half_even(num << (frac_bits + bias - 1), den)
    else:
        shift = frac_bits - exponent
        scaled = _round_half_even(num << shift, den) if shift >= 0 else _round_half_even(num, den << -shift)
        bits = ((exponent + bias) << frac_bits) + scaled - (1 << frac_bits)
    if bits >> frac_bits >= top:
        raise OverflowError('float too large to pack with %s format' % code)
    return (sign << (exp_bits + frac_bits)) | bits


def _float_from_bits(bits, code):
    exp_bits, frac_bits = _FLOAT_LAYOUT[code]
    sign = -1.0 if bits >> (exp_bits + frac_bits) else 1.0
    exponent = (bits >> frac_bits) & ((1 << exp_bits) - 1)
    frac = bits & ((1 << frac_bits) - 1)
    bias = (1 << (exp_bits - 1)) - 1
    if exponent == (1 << exp_bits) - 1:
        return sign * _math.inf if frac == 0 else _math.copysign(_math.nan, sign)
    if exponent == 0:
        return sign * _math.ldexp(frac, 1 - bias - frac_bits)
    return sign * _math.ldexp(frac + (1 << frac_bits), exponent - bias - frac_bits)


def _as_float(v):
    if not isinstance(v, (int, float)) and not hasattr(type(v), '__float__') and not hasattr(type(v), '__index__'):
        raise error('required argument is not a float')
    try:
        return float(v)
    except (TypeError, OverflowError, ValueError):
        raise error('required argument is not a float') from None


def _pack_float(code, v, native):
    x = _as_float(v)
    if native and code == 'f':
        # A C cast to float: what rounds past the largest float is infinity.
        try:
            return _float_bits(x, 'f')
        except OverflowError:
            return _float_bits(_math.copysign(_math.inf, x), 'f')
    return _float_bits(x, code)


_SSIZE_MAX = 2 ** 63 - 1


def _parse(fmt):
    """The format's byte order ('<' or '>'), whether native, its codes as
    (code, count, offset) and its total size, as CPython's prepare_s reads it."""
    order, native = '<', True
    if fmt and fmt[0] in '@=<>!':
        order, native = {'@': ('<', True), '=': ('<', False), '<': ('<', False),
                         '>': ('>', False), '!': ('>', False)}[fmt[0]]
        fmt = fmt[1:]
    items, size, i = [], 0, 0
    while i < len(fmt):
        c = fmt[i]
        i += 1
        if c.isspace():
            continue
        count = 1
        if '0' <= c <= '9':
            count = int(c)
            while i < len(fmt) and '0' <= fmt[i] <= '9':
                count = count * 10 + int(fmt[i])
                i += 1
                if count > _SSIZE_MAX:
                    raise error('total struct size too long')
            if i == len(fmt):
                raise error('repeat count given without format specifier')
            c = fmt[i]
            i += 1
        entry = _CODES.get(c)
        if entry is None or not native and entry[2] is None:
            raise error('bad char in struct format')
        item_size = entry[0] if native else entry[2]
        if native and entry[1] and size > 0:
            size += (entry[1] - 1) - (size - 1) % entry[1]
        if count > (_SSIZE_MAX - size) // item_size:
            raise error('total struct size too long')
        items.append((c, count, size, item_size))
        size += count * item_size
    return order, native, items, size


def _buffer(data):
    try:
        return memoryview(data).tobytes()
    except TypeError:
        raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__) from None


class Struct:
    """Struct(fmt) --> compiled struct object"""
    __module__ = '_struct'

    def __init__(self, format):
        if isinstance(format, (bytes, bytearray)):
            format = format.decode('ascii')
        elif not isinstance(format, str):
            raise TypeError('Struct() argument 1 must be a str or bytes object, not %s' % type(format).__name__)
        self.format = format
        self._order, native, items, self.size = _parse(format)
        self._native = native
        self._items = []
        for code, count, offset, item_size in items:
            checker = None
            if code in _SIGNED or code in 'BHILQNP':
                checker = _int_checker(code, item_size, native or self._order == '<')
            self._items.append((code, count, offset, item_size, checker))
        self._nvalues = sum(1 if c in 'sp' else 0 if c == 'x' else n for c, n, _, _, _ in self._items)

    def pack(self, *values):
        if len(values) != self._nvalues:
            raise error('pack expected %d items for packing (got %d)' % (self._nvalues, len(values)))
        out = bytearray(self.size)
        self._pack_at(out, 0, values)
        return bytes(out)

    def pack_into(self, buffer, offset, *values):
        if len(values) != self._nvalues:
            raise error('pack_into expected %d items for packing (got %d)' % (self._nvalues, len(values)))
        if not isinstance(buffer, bytearray):
            raise TypeError('argument must be read-write bytes-like object, not %s' % type(buffer).__name__)
        offset = _as_int(offset)
        if offset < 0:
            if offset + self.size > 0:
                raise error('no space to pack %d bytes at offset %d' % (self.size, offset))
            if offset + len(buffer) < 0:
                raise error('offset %d out of range for %d-byte buffer' % (offset, len(buffer)))
            offset += len(buffer)
        if len(buffer) - offset < self.size:
            raise error('pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d '
                        '(actual buffer size is %d)' % (self.size + offset, self.size, offset, len(buffer)))
        out = bytearray(self.size)
        self._pack_at(out, 0, values)
        buffer[offset:offset + self.size] = out

    def _pack_at(self, out, base, values):
        values = iter(values)
        for code, count, offset, item_size, checker in self._items:
            at = base + offset
            if code in 'sp':
                out[at:at + count] = self._pack_string(code, count, next(values))
                continue
            for _ in range(count):
                if code != 'x':
                    out[at:at + item_size] = self._pack_one(code, item_size, checker, next(values))
                at += item_size

    @staticmethod
    def _pack_string(code, count, value):
        if not isinstance(value, (bytes, bytearray)):
            raise error("argument for '%s' must be a bytes object" % code)
        if code == 's':
            return bytes(value[:count]).ljust(count, b'\0')
        n = min(len(value), count - 1) if count else 0
        if not count:
            return b''
        return (bytes([min(n, 255)]) + bytes(value[:n])).ljust(count, b'\0')

    def _pack_one(self, code, item_size, checker, value):
        if code == 'c':
            if not isinstance(value, bytes) or len(value) != 1:
                raise error('char format requires a bytes object of length 1')
            return bytes(value)
        if code == '?':
            return b'\x01' if value else b'\x00'
        if code in 'efd':
            bits = _pack_float(code, value, self._native)
        else:
            bits = checker(value) % (1 << (8 * item_size))
        return bits.to_bytes(item_size, 'little' if self._order == '<' else 'big')

    def unpack(self, buffer):
        data = _buffer(buffer)
        if len(data) != self.size:
            raise error('unpack requires a buffer of %d bytes' % self.size)
        return self._unpack_at(data, 0)

    def unpack_from(self, buffer, offset=0):
        data = _buffer(buffer)
        offset = _as_int(offset)
        if offset < 0:
            if offset + len(data) < 0:
                raise error('offset %d out of range for %d-byte buffer' % (offset, len(data)))
            offset += len(data)
        if len(data) - offset < self.size:
            raise error('unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d '
                        '(actual buffer size is %d)' % (self.size + offset, self.size, offset, len(data)))
        return self._unpack_at(data, offset)

    def iter_unpack(self, buffer):
        data = _buffer(buffer)
        if self.size == 0:
            raise error('cannot iteratively unpack with a struct of length 0')
        if len(data) % self.size:
            raise error('iterative unpacking requires a buffer of a multiple of %d bytes' % self.size)
        return _unpack_iterator(self, data)

    def _unpack_at(self, data, base):
        values = []
        for code, count, offset, item_size, _ in self._items:
            at = base + offset
            if code == 's':
                values.append(data[at:at + count])
            elif code == 'p':
                n = min(data[at], count - 1) if count else 0
                values.append(data[at + 1:at + 1 + n])
            elif code != 'x':
                for k in range(count):
                    values.append(self._unpack_one(code, data[at + k * item_size:at + (k + 1) * item_size]))
        return tuple(values)

    def _unpack_one(self, code, chunk):
        if code == 'c':
            return chunk
        if code == '?':
            return chunk != b'\0'
        number = int.from_bytes(chunk, 'little' if self._order == '<' else 'big', signed=code in _SIGNED)
        return _float_from_bits(number, code) if code in 'efd' else number


class unpack_iterator:
    __module__ = '_struct'

    def __init__(self, compiled, data):
        self._struct, self._data, self._at = compiled, data, 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._at >= len(self._data):
            raise StopIteration
        values = self._struct._unpack_at(self._data, self._at)
        self._at += self._struct.size
        return values

    def __length_hint__(self):
        return (len(self._data) - self._at) // self._struct.size


_unpack_iterator = unpack_iterator
del unpack_iterator


def calcsize(format):
    return Struct(format).size


def pack(format, *values):
    return Struct(format).pack(*values)


def pack_into(format, buffer, offset, *values):
    return Struct(format).pack_into(buffer, offset, *values)


def unpack(format, buffer):
    return Struct(format).unpack(buffer)


def unpack_from(format, buffer, offset=0):
    return Struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer):
    return Struct(format).iter_unpack(buffer)

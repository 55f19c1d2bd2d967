"""json: JSON encoding (dumps, dump) and decoding (loads, load).

The engine has no open(); dump() and load() work with any object that has a
write() or read() method. namedtuples and the mapping classes of collections
(which are not tuple or dict subclasses here) encode as arrays and objects, as
CPython's do.
"""

from collections import _Mapping

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']


class JSONDecodeError(ValueError):
    __module__ = 'json.decoder'  # where CPython defines it: tracebacks name it so

    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, f'{msg}: line {lineno} column {colno} (char {pos})')
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


# ---- encoding ------------------------------------------------------------------

_ESCAPES = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f'}


def _encode_str(s, ensure_ascii):
    parts = ['"']
    for ch in s:
        esc = _ESCAPES.get(ch)
        if esc is not None:
            parts.append(esc)
            continue
        code = ord(ch)
        if code < 0x20 or (ensure_ascii and code > 0x7e):
            if code > 0xffff:
                n = code - 0x10000
                parts.append('\\u{0:04x}\\u{1:04x}'.format(0xd800 | (n >> 10), 0xdc00 | (n & 0x3ff)))
            else:
                parts.append('\\u{0:04x}'.format(code))
        else:
            parts.append(ch)
    parts.append('"')
    return ''.join(parts)


class JSONEncoder:
    __module__ = 'json.encoder'

    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {type(o).__name__} is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return _encode_str(o, self.ensure_ascii)
        return ''.join(self.iterencode(o))

    def iterencode(self, o, _one_shot=False):
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        out = []
        self._encode(o, out, indent, 0, {} if self.check_circular else None)
        return iter(out)

    def _float(self, o):
        if o != o:
            text = 'NaN'
        elif o == float('inf'):
            text = 'Infinity'
        elif o == -float('inf'):
            text = '-Infinity'
        else:
            return float.__repr__(o)  # a subclass's own __repr__ is not JSON
        if not self.allow_nan:
            raise ValueError('Out of range float values are not JSON compliant')
        return text

    def _encode(self, o, out, indent, level, markers):
        if isinstance(o, str):
            out.append(_encode_str(o, self.ensure_ascii))
        elif o is None:
            out.append('null')
        elif o is True:
            out.append('true')
        elif o is False:
            out.append('false')
        elif isinstance(o, int):
            out.append(int.__repr__(o))
        elif isinstance(o, float):
            out.append(self._float(o))
        elif isinstance(o, (list, tuple)):
            self._encode_list(o, out, indent, level, markers)
        elif isinstance(o, (dict, _Mapping)):
            self._encode_dict(o, out, indent, level, markers)
        else:
            marker = self._enter(o, markers)
            self._encode(self.default(o), out, indent, level, markers)
            self._leave(marker, markers)

    def _enter(self, o, markers):
        if markers is None:
            return None
        marker = id(o)
        if marker in markers:
            raise ValueError('Circular reference detected')
        markers[marker] = o
        return marker

    def _leave(self, marker, markers):
        if markers is not None:
            del markers[marker]

    def _encode_list(self, lst, out, indent, level, markers):
        if not lst:
            out.append('[]')
            return
        marker = self._enter(lst, markers)
        out.append('[')
        if indent is not None:
            level += 1
            newline = '\n' + indent * level
            separator = self.item_separator + newline
            out.append(newline)
        else:
            separator = self.item_separator
        first = True
        for value in lst:
            if not first:
                out.append(separator)
            first = False
            self._encode(value, out, indent, level, markers)
        if indent is not None:
            level -= 1
            out.append('\n' + indent * level)
        out.append(']')
        self._leave(marker, markers)

    def _encode_dict(self, dct, out, indent, level, markers):
        if not dct:
            out.append('{}')
            return
        marker = self._enter(dct, markers)
        out.append('{')
        if indent is not None:
            level += 1
            newline = '\n' + indent * level
            separator = self.item_separator + newline
            out.append(newline)
        else:
            separator = self.item_separator
        items = list(dct.items())
        if self.sort_keys:
            items = sorted(items)
        first = True
        for key, value in items:
            if isinstance(key, str):
                pass
            elif isinstance(key, float):
                key = self._float(key)
            elif key is True:
                key = 'true'
            elif key is False:
                key = 'false'
            elif key is None:
                key = 'null'
            elif isinstance(key, int):
                key = int.__repr__(key)
            elif self.skipkeys:
                continue
            else:
                raise TypeError(f'keys must be str, int, float, bool or None, not {type(key).__name__}')
            if not first:
                out.append(separator)
            first = False
            out.append(_encode_str(key, self.ensure_ascii))
            out.append(self.key_separator)
            self._encode(value, out, indent, level, markers)
        if indent is not None:
            level -= 1
            out.append('\n' + indent * level)
        out.append('}')
        self._leave(marker, markers)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


# ---- decoding ------------------------------------------------------------------

_WHITESPACE = ' \t\n\r'
_DIGITS = '0123456789'
_HEX = '0123456789abcdefABCDEF'
_UNESCAPE = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}
_CONSTANTS = {'NaN': float('nan'), 'Infinity': float('inf'), '-Infinity': float('-inf')}


class _NoValue(Exception):
    def __init__(self, pos):
        self.pos = pos


class JSONDecoder:
    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or (lambda name: _CONSTANTS[name])
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        obj, end = self.raw_decode(s, self._skip(s, 0))
        end = self._skip(s, end)
        if end != len(s):
            raise JSONDecodeError('Extra data', s, end)
        return obj

    def raw_decode(self, s, idx=0):
        try:
            return self._value(s, idx)
        except _NoValue as err:
            raise JSONDecodeError('Expecting value', s, err.pos) from None

    def _skip(self, s, i):
        n = len(s)
        while i < n and s[i] in _WHITESPACE:
            i += 1
        return i

    def _value(self, s, i):
        # (value, end); _NoValue(i) when no value starts at i.
        if i >= len(s):
            raise _NoValue(i)
        ch = s[i]
        if ch == '"':
            return self._string(s, i + 1)
        if ch == '{':
            return self._object(s, i + 1)
        if ch == '[':
            return self._array(s, i + 1)
        if ch == 'n' and s.startswith('null', i):
            return None, i + 4
        if ch == 't' and s.startswith('true', i):
            return True, i + 4
        if ch == 'f' and s.startswith('false', i):
            return False, i + 5
        if ch == 'N' and s.startswith('NaN', i):
            return self.parse_constant('NaN'), i + 3
        if ch == 'I' and s.startswith('Infinity', i):
            return self.parse_constant('Infinity'), i + 8
        if ch == '-' and s.startswith('-Infinity', i):
            return self.parse_constant('-Infinity'), i + 9
        return self._number(s, i)

    def _number(self, s, i):
        n = len(s)
        j = i
        if j < n and s[j] == '-':
            j += 1
        if j < n and s[j] == '0':
            j += 1
        elif j < n and s[j] in '123456789':
            while j < n and s[j] in _DIGITS:
                j += 1
        else:
            raise _NoValue(i)
        is_float = False
        if j + 1 < n and s[j] == '.' and s[j + 1] in _DIGITS:
            j += 2
            while j < n and s[j] in _DIGITS:
                j += 1
            is_float = True
        if j < n and s[j] in 'eE':
            k = j + 1
            if k < n and s[k] in '+-':
                k += 1
            if k < n and s[k] in _DIGITS:
                while k < n and s[k] in _DIGITS:
                    k += 1
                j = k
                is_float = True
        text = s[i:j]
        return (self.parse_float(text) if is_float else self.parse_int(text)), j

    def _string(self, s, i):
        # i is just past the opening quote.
        start = i - 1
        n = len(s)
        chunks = []
        while True:
            j = i
            while j < n and s[j] != '"' and s[j] != '\\' and (s[j] >= ' ' or not self.strict):
                j += 1
            if j >= n:
                raise JSONDecodeError('Unterminated string starting at', s, start)
            chunks.append(s[i:j])
            ch = s[j]
            if ch == '"':
                return ''.join(chunks), j + 1
            if ch != '\\':
                raise JSONDecodeError('Invalid control character at', s, j)
            if j + 1 >= n:
                raise JSONDecodeError('Unterminated string starting at', s, start)
            esc = s[j + 1]
            if esc != 'u':
                if esc not in _UNESCAPE:
                    raise JSONDecodeError('Invalid \\escape', s, j)
                chunks.append(_UNESCAPE[esc])
                i = j + 2
                continue
            code = self._hex4(s, j + 1)
            i = j + 6
            if 0xd800 <= code <= 0xdbff and s.startswith('\\u', i):
                low = self._hex4(s, i + 1)
                if 0xdc00 <= low <= 0xdfff:
                    code = 0x10000 + (((code - 0xd800) << 10) | (low - 0xdc00))
                    i += 6
                else:
                    raise JSONDecodeError('Unpaired surrogates are not supported', s, j)
            elif 0xd800 <= code <= 0xdfff:
                raise JSONDecodeError('Unpaired surrogates are not supported', s, j)
            chunks.append(chr(code))

    def _hex4(self, s, u):
        # u is the index of the 'u' of a \uXXXX escape.
        digits = s[u + 1:u + 5]
        if len(digits) != 4 or any(c not in _HEX for c in digits):
            raise JSONDecodeError('Invalid \\uXXXX escape', s, u)
        return int(digits, 16)

    def _object(self, s, i):
        pairs = []
        i = self._skip(s, i)
        if i < len(s) and s[i] == '}':
            i += 1
        else:
            while True:
                if i >= len(s) or s[i] != '"':
                    raise JSONDecodeError('Expecting property name enclosed in double quotes', s, i)
                key, i = self._string(s, i + 1)
                i = self._skip(s, i)
                if i >= len(s) or s[i] != ':':
                    raise JSONDecodeError("Expecting ':' delimiter", s, i)
                i = self._skip(s, i + 1)
                try:
                    value, i = self._value(s, i)
                except _NoValue as err:
                    raise JSONDecodeError('Expecting value', s, err.pos) from None
                pairs.append((key, value))
                i = self._skip(s, i)
                if i < len(s) and s[i] == '}':
                    i += 1
                    break
                if i >= len(s) or s[i] != ',':
                    raise JSONDecodeError("Expecting ',' delimiter", s, i)
                i = self._skip(s, i + 1)
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs), i
        obj = dict(pairs)
        if self.object_hook is not None:
            obj = self.object_hook(obj)
        return obj, i

    def _array(self, s, i):
        values = []
        i = self._skip(s, i)
        if i < len(s) and s[i] == ']':
            return values, i + 1
        while True:
            try:
                value, i = self._value(s, i)
            except _NoValue as err:
                raise JSONDecodeError('Expecting value', s, err.pos) from None
            values.append(value)
            i = self._skip(s, i)
            if i < len(s) and s[i] == ']':
                return values, i + 1
            if i >= len(s) or s[i] != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self._skip(s, i + 1)


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    if not isinstance(s, str):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, not {type(s).__name__}')
    if s.startswith('\ufeff'):
        raise JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
    if cls is None:
        cls = JSONDecoder
    return cls(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
               parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw).decode(s)


def load(fp, **kw):
    return loads(fp.read(), **kw)

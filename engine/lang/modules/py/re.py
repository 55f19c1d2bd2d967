"""re: regular expressions as CPython 3.11's re module reads and matches them.

A pattern is parsed into a tree (_re_parser.py), compiled into instructions
for a backtracking machine (_re_matcher.py) and cached. Bytes patterns and
subjects are matched as Latin-1 text (one character per byte), with
ASCII-only classes and case folding, as CPython does for bytes.
"""

import enum
import types as _types

from _re_chars import _ASCII_LETTERS, _DIGITS, _OCT, _SIMPLE_ESCAPES
from _re_matcher import _AT, _Compiler, _LIT, _POSSESSIVE, _REPEAT, _run, _run_single, _SUCCEED, _TEST
from _re_parser import _MAXREPEAT, _parse, _Source, error

__all__ = ['match', 'fullmatch', 'search', 'sub', 'subn', 'split', 'findall', 'finditer', 'compile', 'purge',
           'escape', 'error', 'Pattern', 'Match', 'A', 'I', 'L', 'M', 'S', 'X', 'U', 'ASCII',
           'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL', 'VERBOSE', 'UNICODE', 'NOFLAG', 'RegexFlag']


class RegexFlag(enum.IntFlag):
    NOFLAG = 0
    TEMPLATE = T = 1
    IGNORECASE = I = 2
    LOCALE = L = 4
    MULTILINE = M = 8
    DOTALL = S = 16
    UNICODE = U = 32
    VERBOSE = X = 64
    DEBUG = 128
    ASCII = A = 256

    def __repr__(self):
        value = int(self)
        if value == 0:
            return 're.NOFLAG'
        names = []
        for name in ('TEMPLATE', 'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL', 'UNICODE', 'VERBOSE', 'DEBUG',
                     'ASCII'):
            bit = int(RegexFlag[name])
            if value & bit:
                names.append('re.' + name)
                value &= ~bit
        if value:
            names.append(hex(value))
        return '|'.join(names)

    __str__ = __repr__


NOFLAG = RegexFlag.NOFLAG
T = TEMPLATE = RegexFlag.TEMPLATE
I = IGNORECASE = RegexFlag.IGNORECASE
L = LOCALE = RegexFlag.LOCALE
M = MULTILINE = RegexFlag.MULTILINE
S = DOTALL = RegexFlag.DOTALL
U = UNICODE = RegexFlag.UNICODE
X = VERBOSE = RegexFlag.VERBOSE
DEBUG = RegexFlag.DEBUG
A = ASCII = RegexFlag.ASCII


# ---------------------------------------------------------------- templates


def _parse_template(template, pattern):
    """sub()'s replacement: a list of literal strings and group numbers."""
    text = template if isinstance(template, str) else template.decode('latin-1')
    source = _Source(text, template)
    parts = []
    literal = []

    def add_group(index):
        parts.append(''.join(literal))
        literal.clear()
        parts.append(index)

    while True:
        this = source.next()
        if this is None:
            break
        if len(this) == 1:
            literal.append(this)
            continue
        c = this[1]
        if c == 'g':
            add_group(_template_group(source, pattern))
        elif c == '0':
            digits = ''
            while len(digits) < 2 and source.peek() is not None and source.peek() in _OCT:
                digits += source.next()
            literal.append(chr(int('0' + digits, 8)))
        elif c in _DIGITS:
            add_group(_template_number(source, this, pattern, literal))
        elif c in _SIMPLE_ESCAPES:
            literal.append(_SIMPLE_ESCAPES[c])
        elif c in _ASCII_LETTERS:
            raise source.error('bad escape %s' % this, len(this))
        else:
            literal.append(this)
    parts.append(''.join(literal))
    return parts


def _template_number(source, escape, pattern, literal):
    digits = escape[1]
    if source.peek() is not None and source.peek() in _DIGITS:
        digits += source.next()
        if escape[1] in _OCT and digits[1] in _OCT and source.peek() is not None and source.peek() in _OCT:
            digits += source.next()
            value = int(digits, 8)
            if value > 0o377:
                raise source.error('octal escape value \\%s outside of range 0-0o377' % digits, len(digits) + 1)
            literal.append(chr(value))
            return None
    group = int(digits)
    if group > pattern.groups:
        raise source.error('invalid group reference %d' % group, len(digits))
    return group


def _template_group(source, pattern):
    if not source.match('<'):
        raise source.error('missing <')
    name = source.getuntil('>', 'group name')
    if name.isidentifier():
        if name not in pattern.groupindex:
            raise IndexError('unknown group name %r' % name)
        return pattern.groupindex[name]
    if not (name.isdecimal() and name.isascii()):
        raise source.error('bad character in group name %r' % name, len(name) + 1)
    group = int(name)
    if group > pattern.groups:
        raise source.error('invalid group reference %d' % group, len(name) + 1)
    return group


def _expand(parts, match):
    pieces = []
    for i, part in enumerate(parts):
        if i % 2 == 0:
            pieces.append(part)
        elif part is not None:
            a, b = match._span(part)
            if a >= 0:
                pieces.append(match._text[a:b])
    return ''.join(pieces)


# ---------------------------------------------------------------- objects


def _flags_text(flags, is_bytes):
    if not is_bytes and flags & (4 | 32 | 256) == 32:
        flags &= ~32
    return repr(RegexFlag(flags)) if flags else ''


class Pattern:
    """A compiled regular expression (re.compile's result)."""

    def __class_getitem__(cls, item):
        return _types.GenericAlias(cls, item)

    def __init__(self, pattern, flags, tree, state):
        self.pattern = pattern
        self.flags = flags
        self.groups = state.groups - 1
        self.groupindex = dict(state.groupdict)
        self._names = {index: name for name, index in state.groupdict.items()}
        self._is_bytes = not isinstance(pattern, str)
        compiler = _Compiler(state.groups)
        compiler.sequence(tree)
        compiler.prog.append((_SUCCEED,))
        self._prog = compiler.prog
        self._slots = 2 * state.groups + compiler.registers + 1
        self._templates = {}
        _plan_search(self, compiler.prog)

    def __repr__(self):
        text = repr(self.pattern)[:200]
        flags = _flags_text(self.flags, self._is_bytes)
        return 're.compile(%s, %s)' % (text, flags) if flags else 're.compile(%s)' % text

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def _subject(self, string):
        if isinstance(string, str):
            if self._is_bytes:
                raise TypeError('cannot use a bytes pattern on a string-like object')
            return string
        if isinstance(string, (bytes, bytearray, memoryview)):
            if not self._is_bytes:
                raise TypeError('cannot use a string pattern on a bytes-like object')
            return bytes(string).decode('latin-1')
        raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)

    def _find(self, string, pos, endpos, mode):
        """The Match at or after pos (mode 'search'), or exactly at pos ('match', 'full')."""
        text = self._subject(string)
        pos, endpos = _bounds(len(text), pos, endpos)
        if endpos < pos:
            return None
        caps = [None] * self._slots
        span = self._attempt(text, pos, endpos, caps, (mode == 'full', -1), mode == 'search')
        return None if span is None else Match(self, string, text, span[0], span[1], caps, pos, endpos)

    def _attempt(self, text, start, endpos, caps, top, scan):
        """(start, end) of the match at start, or with scan the first one after it; None without one."""
        while True:
            if scan:
                start = self._skip(text, start, endpos)
                if start < 0:
                    return None
            if self._single is not None:
                found = _run_single(self._single, text, start, endpos, top)
            else:
                found = _run(self._prog, 0, text, start, endpos, caps, top)
            if found >= 0:
                return start, found
            if not scan or self._anchored or start >= endpos:
                return None
            start += 1
            top = (False, -1)

    def _spans(self, text, pos, endpos):
        """(start, end, group slots) of every match left to right; after an empty
        match the next one may not be empty at the same place."""
        top = (False, -1)
        start = pos
        while start <= endpos:
            caps = [None] * self._slots
            span = self._attempt(text, start, endpos, caps, top, True)
            if span is None:
                return
            yield span[0], span[1], caps
            start = span[1]
            top = (False, start) if span[0] == start else (False, -1)

    def _skip(self, text, start, endpos):
        """The first position from start where a match could begin, or -1."""
        if self._prefix:
            return text.find(self._prefix, start, endpos)
        if self._first is None:
            return start
        return self._first.find(text, start, endpos)

    def match(self, string, pos=0, endpos=_MAXREPEAT):
        return self._find(string, pos, endpos, 'match')

    def fullmatch(self, string, pos=0, endpos=_MAXREPEAT):
        return self._find(string, pos, endpos, 'full')

    def search(self, string, pos=0, endpos=_MAXREPEAT):
        return self._find(string, pos, endpos, 'search')

    def _matches(self, string, pos=0, endpos=_MAXREPEAT):
        text = self._subject(string)
        pos, endpos = _bounds(len(text), pos, endpos)
        for a, b, caps in self._spans(text, pos, endpos):
            yield Match(self, string, text, a, b, caps, pos, endpos)

    def finditer(self, string, pos=0, endpos=_MAXREPEAT):
        return self._matches(string, pos, endpos)

    def findall(self, string, pos=0, endpos=_MAXREPEAT):
        text = self._subject(string)
        pos, endpos = _bounds(len(text), pos, endpos)
        source = _sliceable(string)
        result = []
        for a, b, caps in self._spans(text, pos, endpos):
            if self.groups == 0:
                result.append(source[a:b])
                continue
            values = tuple(_group_value(source, caps, g, source[:0]) for g in range(1, self.groups + 1))
            result.append(values[0] if self.groups == 1 else values)
        return result

    def split(self, string, maxsplit=0):
        text = self._subject(string)
        source = _sliceable(string)
        result = []
        last = 0
        for count, (a, b, caps) in enumerate(self._spans(text, 0, len(text))):
            if maxsplit and count >= maxsplit:
                break
            result.append(source[last:a])
            result.extend(_group_value(source, caps, g, None) for g in range(1, self.groups + 1))
            last = b
        result.append(source[last:])
        return result

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def subn(self, repl, string, count=0):
        expand = self._replacement(repl)
        text = self._subject(string)
        pieces = []
        last = 0
        done = 0
        for a, b, caps in self._spans(text, 0, len(text)):
            if count and done >= count:
                break
            if last < a:
                pieces.append(text[last:a])
            item = expand if isinstance(expand, str) else expand(Match(self, string, text, a, b, caps, 0, len(text)))
            if item is not None:
                pieces.append(item)
            last = b
            done += 1
        if last < len(text):
            pieces.append(text[last:])
        result = self._join(pieces)
        return result, done

    def _join(self, pieces):
        """The pieces as one string, failing on a replacement of the wrong type as CPython's join does."""
        for i, piece in enumerate(pieces):
            if not isinstance(piece, str):
                wrong = piece[0] if isinstance(piece, list) else piece
                wanted = 'a bytes-like object' if self._is_bytes else 'str instance'
                raise TypeError('sequence item %d: expected %s, %s found' % (i, wanted, type(wrong).__name__))
        result = ''.join(pieces)
        return result.encode('latin-1') if self._is_bytes else result

    def _replacement(self, repl):
        """The replacement text, or a function from a Match to it (as matched text, or
        the wrong object in a list)."""
        if callable(repl):
            return lambda found: self._returned_text(repl(found))
        if self._is_bytes != (not isinstance(repl, str)):
            return lambda found: [repl]
        parts = self._templates.get(repl)
        if parts is None:
            parts = _parse_template(repl, self)
            self._templates[repl] = parts
        if len(parts) == 1:
            return parts[0]
        return lambda found: _expand(parts, found)

    def _returned_text(self, value):
        """A function's replacement as matched text; a value of the wrong type in a list, for _join to name."""
        if value is None:
            return None
        if self._is_bytes:
            if isinstance(value, (bytes, bytearray, memoryview)):
                return bytes(value).decode('latin-1')
            return [value]
        return value if isinstance(value, str) else [value]


def _bounds(length, pos, endpos):
    """pos and endpos clipped to the string, as CPython clips them."""
    return min(max(pos, 0), length), min(max(endpos, 0), length)


def _sliceable(string):
    """The subject to cut groups from: bytes for any bytes-like object."""
    return string if isinstance(string, (str, bytes)) else bytes(string)


def _group_value(source, caps, group, default):
    a, b = caps[2 * group], caps[2 * group + 1]
    return default if a is None or b is None else source[a:b]


def _plan_search(pattern, prog):
    """What search() skips by: a literal prefix, else a test the first character must pass."""
    pattern._anchored = prog[0][0] == _AT and prog[0][1] in ('^', '\\A')
    prefix = []
    for op in prog:
        if op[0] != _LIT:
            break
        prefix.append(op[1])
    pattern._prefix = ''.join(prefix)
    first = prog[0]
    pattern._single = first if len(prog) == 2 and first[0] == _REPEAT and first[4] else None
    pattern._first = None
    if first[0] == _TEST or (first[0] in (_REPEAT, _POSSESSIVE) and first[2] > 0):
        pattern._first = first[1]


class Match:
    """The result of a successful match: its groups, span and string."""

    def __class_getitem__(cls, item):
        return _types.GenericAlias(cls, item)

    def __init__(self, pattern, string, text, start, end, caps, pos, endpos):
        self.re = pattern
        self.string = string
        self._text = text
        self._start = start
        self._end = end
        self._caps = caps
        self.pos = pos
        self.endpos = endpos

    def _index(self, group):
        if isinstance(group, int) and not isinstance(group, bool) or hasattr(group, '__index__') \
                and not isinstance(group, str):
            index = group.__index__()
            if 0 <= index <= self.re.groups:
                return index
        elif isinstance(group, (str, bytes)) and group in self.re.groupindex:
            return self.re.groupindex[group]
        raise IndexError('no such group')

    def _span(self, index):
        if index == 0:
            return self._start, self._end
        a, b = self._caps[2 * index], self._caps[2 * index + 1]
        if a is None or b is None:
            return -1, -1
        return a, b

    def _value(self, group, default=None):
        a, b = self._span(self._index(group))
        return default if a < 0 else self._slice(a, b)

    def _slice(self, a, b):
        """string[a:b], as bytes for any bytes-like string."""
        if isinstance(self.string, (str, bytes)):
            return self.string[a:b]
        return self._text[a:b].encode('latin-1')

    def group(self, *groups):
        if not groups:
            return self._value(0)
        if len(groups) == 1:
            return self._value(groups[0])
        return tuple(self._value(g) for g in groups)

    def __getitem__(self, group):
        return self._value(group)

    def groups(self, default=None):
        return tuple(self._value(i, default) for i in range(1, self.re.groups + 1))

    def groupdict(self, default=None):
        return {name: self._value(index, default) for name, index in self.re.groupindex.items()}

    def start(self, group=0):
        return self._span(self._index(group))[0]

    def end(self, group=0):
        return self._span(self._index(group))[1]

    def span(self, group=0):
        return self._span(self._index(group))

    @property
    def regs(self):
        return tuple(self._span(i) for i in range(self.re.groups + 1))

    @property
    def lastindex(self):
        return self._caps[-1]

    @property
    def lastgroup(self):
        return self.re._names.get(self._caps[-1])

    def expand(self, template):
        text = _expand(_parse_template(template, self.re), self)
        return text.encode('latin-1') if self.re._is_bytes else text

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self):
        return '<re.Match object; span=(%d, %d), match=%r>' % (self._start, self._end, self.group())


# ---------------------------------------------------------------- module functions

_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = flags.value
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError('cannot process flags argument with a compiled pattern')
        return pattern
    key = (type(pattern), pattern, flags)
    found = _cache.get(key)
    if found is not None:
        return found
    if isinstance(pattern, str):
        text = pattern
    elif isinstance(pattern, (bytes, bytearray, memoryview)):
        text = bytes(pattern).decode('latin-1')
    else:
        raise TypeError('first argument must be string or compiled pattern')
    compiled = _make_pattern(pattern, text, flags)
    if len(_cache) >= _MAXCACHE:
        del _cache[next(iter(_cache))]
    _cache[key] = compiled
    return compiled


def _make_pattern(pattern, text, flags):
    is_bytes = not isinstance(pattern, str)
    tree, state = _parse(text, flags, pattern)
    flags = state.flags
    if is_bytes:
        if flags & 32:
            raise ValueError('cannot use UNICODE flag with a bytes pattern')
        if flags & 4 and flags & 256:
            raise ValueError('ASCII and LOCALE flags are incompatible')
    else:
        if flags & 4:
            raise ValueError('cannot use LOCALE flag with a str pattern')
        if not flags & 256:
            flags |= 32
        elif flags & 32:
            raise ValueError('ASCII and UNICODE flags are incompatible')
    return Pattern(pattern, flags, tree, state)


def compile(pattern, flags=0):
    """Compile a regular expression pattern, returning a Pattern object."""
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    """Try to apply the pattern at the start of the string."""
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """Try to apply the pattern to all of the string."""
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    """Scan through string looking for a match to the pattern."""
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """The string with the leftmost non-overlapping matches of the pattern replaced by repl."""
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """sub() and the number of replacements made, as a tuple."""
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """Split the string by the occurrences of the pattern."""
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """A list of all non-overlapping matches in the string."""
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """An iterator over a Match object for each match in the string."""
    return _compile(pattern, flags).finditer(string)


def purge():
    """Clear the regular expression cache."""
    _cache.clear()


_SPECIAL = {c: '\\' + c for c in '()[]{}?*+-|^$\\.&~# \t\n\r\v\f'}


def escape(pattern):
    """Escape special characters in a string."""
    if isinstance(pattern, str):
        return ''.join(_SPECIAL.get(c, c) for c in pattern)
    text = bytes(pattern).decode('latin-1')
    return ''.join(_SPECIAL.get(c, c) for c in text).encode('latin-1')

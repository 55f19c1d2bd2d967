"""Characters for the re module: the classes \\d \\s \\w, case folding, character
sets and the single-character tests the matcher scans strings with."""

_ASCII_SPACE = ' \t\n\r\f\v'
_DIGITS = '0123456789'
_HEX = '0123456789abcdefABCDEF'
_OCT = '01234567'
_ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
_SIMPLE_ESCAPES = {'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v', '\\': '\\'}


def _lower_ascii(c):
    return chr(ord(c) + 32) if 'A' <= c <= 'Z' else c


def _lower_unicode(c):
    low = c.lower()
    return low if len(low) == 1 else c


def _upper_unicode(c):
    up = c.upper()
    return up if len(up) == 1 else c


def _upper_ascii(c):
    return chr(ord(c) - 32) if 'a' <= c <= 'z' else c


def _is_word(c, ascii_only):
    return _ascii_word(c) if ascii_only else _unicode_word(c)


def _in_category(c, cat, ascii_only):
    """cat is one of d D s S w W."""
    kind = cat.lower()
    found = _CATEGORY_TESTS[(kind, ascii_only)](c)
    return found if kind == cat else not found


class _CharSet:
    """A character class: single characters, ranges and categories, maybe negated."""

    def __init__(self, chars, ranges, cats, negate, icase, ascii_only):
        self.icase = icase
        self.lower = _lower_ascii if ascii_only else _lower_unicode
        self.upper = _upper_ascii if ascii_only else _upper_unicode
        if icase:
            folded = set()
            for c in chars:
                folded.add(c)
                folded.add(self.lower(c))
                folded.add(self.upper(c))
            chars = folded
        self.chars = frozenset(chars)
        self.ranges = tuple(ranges)
        self.cats = tuple(cats)
        self.negate = negate
        self.ascii_only = ascii_only

    def _plain(self, c):
        if c in self.chars:
            return True
        for lo, hi in self.ranges:
            if lo <= c <= hi:
                return True
        for cat in self.cats:
            if _in_category(c, cat, self.ascii_only):
                return True
        return False

    def has(self, c):
        found = self._plain(c)
        if not found and self.icase:
            found = self._plain(self.lower(c)) or self._plain(self.upper(c))
        return found != self.negate


# Single-character tests, each an object with has(c), scan(s, i, limit): where
# the run of passing characters from i ends, and find(s, i, limit): the first
# passing position from i, or -1.


class _Test:
    def scan(self, s, i, limit):
        has = self.has
        while i < limit and has(s[i]):
            i += 1
        return i

    def find(self, s, i, limit):
        has = self.has
        while i < limit and not has(s[i]):
            i += 1
        return i if i < limit else -1


class _Literal(_Test):
    def __init__(self, c):
        self.c = c

    def has(self, c):
        return c == self.c

    def scan(self, s, i, limit):
        c = self.c
        while i < limit and s[i] == c:
            i += 1
        return i

    def find(self, s, i, limit):
        return s.find(self.c, i, limit)


class _LiteralIgnoreCase(_Test):
    """A letter in any case: the same lower or upper case (so σ, ς and Σ match each other)."""

    def __init__(self, c, lower):
        self.lower = lower
        self.upper = _upper_ascii if lower is _lower_ascii else _upper_unicode
        self.low = lower(c)
        self.up = self.upper(c)

    def has(self, c):
        return self.lower(c) == self.low or self.upper(c) == self.up


class _AnyButNewline(_Test):
    def has(self, c):
        return c != '\n'

    def scan(self, s, i, limit):
        stop = s.find('\n', i, limit)
        return limit if stop < 0 else stop


class _AnyChar(_Test):
    def has(self, c):
        return True

    def scan(self, s, i, limit):
        return limit

    def find(self, s, i, limit):
        return i if i < limit else -1


class _SetTest(_Test):
    def __init__(self, charset):
        self.set = charset
        self.has = charset.has


def _unicode_word(c):
    return c.isalnum() or c == '_'


def _ascii_word(c):
    return c < '\x80' and (c.isalnum() or c == '_')


def _ascii_digit(c):
    return '0' <= c <= '9'


def _ascii_space(c):
    return c in _ASCII_SPACE


_CATEGORY_TESTS = {
    ('d', False): str.isdecimal, ('s', False): str.isspace, ('w', False): _unicode_word,
    ('d', True): _ascii_digit, ('s', True): _ascii_space, ('w', True): _ascii_word,
}


class _CategoryTest(_Test):
    """A class that is one category (\\d, \\S, [\\w], ...), without the general set's lookups."""

    def __init__(self, cat, ascii_only):
        test = _CATEGORY_TESTS[(cat.lower(), ascii_only)]
        if cat.islower():
            self.has = test
        else:
            self.has = lambda c: not test(c)

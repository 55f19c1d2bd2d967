"""The re module's parser: pattern text to a tree of tuples, with the
grammar, the errors and the positions of CPython 3.11's re._parser.

Nodes: ('lit', c, lower), ('any', dotall), ('set', _CharSet), ('at', kind, ascii),
('group', index or None, items), ('alt', branches), ('rep', min, max, mode, items),
('ref', index, lower), ('look', ahead, width or None, items), ('atomic', items),
('cond', index, yes, no); lower is the case folding IGNORECASE compares with, or None.
"""

from _re_chars import _ASCII_LETTERS, _CharSet, _DIGITS, _HEX, _lower_ascii, _lower_unicode, _OCT, _SIMPLE_ESCAPES

_MAXREPEAT = 4294967295
_MAXGROUPS = 1073741823

_GLOBAL_FLAGS = 128
_INLINE_FLAGS = {'i': 2, 'L': 4, 'm': 8, 's': 16, 'x': 64, 'a': 256, 'u': 32}


class error(Exception):
    """Exception raised for an invalid regular expression: msg, pattern, pos,
    lineno and colno say what and where."""

    __module__ = 're'

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            newline = '\n' if isinstance(pattern, str) else b'\n'
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


class _State:
    def __init__(self, text, flags, is_bytes):
        self.text = text
        self.flags = flags
        self.is_bytes = is_bytes
        self.groups = 1
        self.groupdict = {}
        self.open = []
        self.lookbehind_groups = None
        self.grouprefpos = {}


class _Source:
    """The pattern text with a cursor; error() makes re.error at a position."""

    def __init__(self, text, original):
        self.text = text
        self.original = original
        self.i = 0

    def peek(self):
        return self.text[self.i] if self.i < len(self.text) else None

    def next(self):
        c = self.peek()
        if c is None:
            return None
        if c == '\\':
            if self.i + 1 >= len(self.text):
                raise error('bad escape (end of pattern)', self.original, self.i)
            self.i += 2
            return self.text[self.i - 2:self.i]
        self.i += 1
        return c

    def match(self, c):
        if self.peek() == c:
            self.i += 1
            return True
        return False

    def getuntil(self, terminator, name):
        start = self.i
        end = self.text.find(terminator, start)
        if end < 0:
            self.i = len(self.text)
            if start == len(self.text):
                raise self.error('missing ' + name)
            raise self.error('missing %s, unterminated name' % terminator, len(self.text) - start)
        if end == start:
            self.i += 1
            raise self.error('missing ' + name, 1)
        self.i = end + 1
        return self.text[start:end]

    def error(self, msg, offset=0):
        return error(msg, self.original, self.i - offset)


def _check_group_name(source, name, offset):
    if not name.isidentifier():
        raise source.error('bad character in group name %r' % name, len(name) + offset)


def _parse_hex(source, escape, digits):
    text = source.text[source.i:source.i + digits]
    count = 0
    while count < len(text) and text[count] in _HEX:
        count += 1
    source.i += count
    escape += text[:count]
    if count != digits:
        raise source.error('incomplete escape %s' % escape, len(escape))
    return int(text, 16), escape


def _char_escape(source, escape, state, in_class):
    """The character an escape names: \\n, \\x41, \\u00e9, octal, or an
    escaped punctuation mark. Returns None for ones it does not own."""
    c = escape[1]
    if c in _SIMPLE_ESCAPES and (in_class or c != 'b'):
        return _SIMPLE_ESCAPES[c]
    if c == 'x':
        code, escape = _parse_hex(source, escape, 2)
        return chr(code)
    if c in 'uU' and not state.is_bytes:
        code, escape = _parse_hex(source, escape, 4 if c == 'u' else 8)
        if code > 0x10FFFF:
            raise source.error('bad escape %s' % escape, len(escape))
        return chr(code)
    if c == '0' or (in_class and c in _OCT):
        digits = escape[1:]
        while len(digits) < 3 and source.peek() is not None and source.peek() in _OCT:
            digits += source.text[source.i]
            source.i += 1
        value = int(digits, 8)
        if value > 0o377:
            raise source.error('octal escape value %s outside of range 0-0o377' % ('\\' + digits),
                               len(digits) + 1)
        return chr(value)
    if c in _ASCII_LETTERS or c in _DIGITS:
        return None
    return c


def _class_escape(source, escape, state):
    c = escape[1]
    if c in 'dDsSwW':
        return ('cat', c)
    char = _char_escape(source, escape, state, True)
    if char is None:
        raise source.error('bad escape %s' % escape, len(escape))
    return ('char', char)


def _escape(source, escape, state):
    """An escape outside a class: a category, an anchor, a backreference or a character."""
    c = escape[1]
    if c in 'dDsSwW':
        return ('set', _category_set(c, state))
    if c in 'AZbB':
        return ('at', escape, _ascii_only(state))
    if c in _DIGITS and c != '0':
        digits = c
        if source.peek() is not None and source.peek() in _DIGITS:
            nxt = source.text[source.i]
            if c in _OCT and nxt in _OCT and source.i + 1 < len(source.text) and source.text[source.i + 1] in _OCT:
                digits += source.text[source.i:source.i + 2]
                source.i += 2
                value = int(digits, 8)
                if value > 0o377:
                    raise source.error('octal escape value %s outside of range 0-0o377' % ('\\' + digits),
                                       len(digits) + 1)
                return _literal(chr(value), state)
            digits += nxt
            source.i += 1
        group = int(digits)
        if group < state.groups:
            if group in state.open:
                raise source.error('cannot refer to an open group', len(digits) + 1)
            return ('ref', group, _case_lower(state))
        raise source.error('invalid group reference %d' % group, len(digits))
    char = _char_escape(source, escape, state, False)
    if char is None:
        raise source.error('bad escape %s' % escape, len(escape))
    return _literal(char, state)


def _ascii_only(state):
    return state.is_bytes or bool(state.flags & 256)


def _category_set(cat, state):
    return _CharSet((), (), (cat,), False, False, _ascii_only(state))


def _case_lower(state):
    """The lowering function IGNORECASE compares with here, or None without it."""
    if not state.flags & 2:
        return None
    return _lower_ascii if _ascii_only(state) else _lower_unicode


def _literal(c, state):
    return ('lit', c, _case_lower(state))


def _parse_class(source, state, start):
    """[...] after its '[': a ('set', _CharSet) node."""
    negate = source.match('^')
    chars, ranges, cats = [], [], []
    first = True
    while True:
        this = source.next()
        if this is None:
            raise error('unterminated character set', source.original, start)
        if this == ']' and not first:
            break
        first = False
        if len(this) == 2:
            item = _class_escape(source, this, state)
        else:
            item = ('char', this)
        if source.peek() == '-' and source.i + 1 < len(source.text) and source.text[source.i + 1] != ']':
            source.i += 1
            that = source.next()
            if that is None:
                raise error('unterminated character set', source.original, start)
            other = _class_escape(source, that, state) if len(that) == 2 else ('char', that)
            if item[0] == 'cat' or other[0] == 'cat':
                msg = 'bad character range %s-%s' % (this, that)
                raise source.error(msg, len(this) + 1 + len(that))
            if other[1] < item[1]:
                msg = 'bad character range %s-%s' % (this, that)
                raise source.error(msg, len(this) + 1 + len(that))
            ranges.append((item[1], other[1]))
        elif item[0] == 'cat':
            cats.append(item[1])
        else:
            chars.append(item[1])
    if not negate and not ranges and not cats and len(chars) == 1:
        return _literal(chars[0], state)
    return ('set', _CharSet(chars, ranges, cats, negate, bool(state.flags & 2), _ascii_only(state)))


def _parse_alternation(source, state, nested):
    """alternation: sequence ('|' sequence)*"""
    state.first_branch = not nested
    branches = [_parse_sequence(source, state, nested)]
    while source.match('|'):
        state.first_branch = False
        branches.append(_parse_sequence(source, state, nested))
    if len(branches) == 1:
        return branches[0]
    return [('alt', branches)]


def _skip_verbose(source, state):
    while state.flags & 64:
        c = source.peek()
        if c is None:
            return
        if c in ' \t\n\r\f\v':
            source.i += 1
        elif c == '#':
            end = source.text.find('\n', source.i)
            source.i = len(source.text) if end < 0 else end + 1
        else:
            return


def _parse_sequence(source, state, nested):
    """sequence: (item quantifier*)*, up to '|', ')' or the end."""
    items = []
    while True:
        _skip_verbose(source, state)
        c = source.peek()
        if c is None or c == '|' or c == ')':
            if c == ')' and not nested:
                raise source.error('unbalanced parenthesis')
            return items
        if c in '*+?{':
            quantified = _parse_quantifier(source, state, items[-1] if items else None)
            if quantified is None:
                source.i += 1
                items.append(_literal('{', state))
            else:
                items[-1] = quantified
            continue
        state.at_start = not nested and not items and state.first_branch
        item = _parse_item(source, state)
        if item is not None:
            items.append(item)


def _read_braces(source):
    """{m}, {m,}, {,n} or {m,n} at the cursor: (min, max) or None when it is a literal brace."""
    text = source.text
    close = text.find('}', source.i)
    if close < 0:
        return None
    body = text[source.i + 1:close]
    lo, comma, hi = body.partition(',')
    if not (lo.isdigit() or lo == '') or not (hi.isdigit() or hi == '') or not body or not (lo or comma):
        return None
    if not lo.isascii() or not hi.isascii():
        return None
    source.i = close + 1
    low = int(lo) if lo else 0
    high = int(hi) if hi else (_MAXREPEAT if comma else low)
    return low, high, lo, hi


def _parse_quantifier(source, state, item):
    """quantifier: ('*' | '+' | '?' | '{' m? (',' n?)? '}') ('?' | '+')?; None for a literal '{'."""
    here = source.i
    c = source.peek()
    if c == '{':
        braces = _read_braces(source)
        if braces is None:
            return None
        low, high, lo, hi = braces
        if low >= _MAXREPEAT or (hi and high >= _MAXREPEAT):
            raise OverflowError('the repetition number is too large')
        if high < low:
            raise error('min repeat greater than max repeat', source.original, here + 1)
    else:
        source.i += 1
        low, high = {'*': (0, _MAXREPEAT), '+': (1, _MAXREPEAT), '?': (0, 1)}[c]
    if item is None or item[0] == 'at':
        raise error('nothing to repeat', source.original, here)
    if item[0] == 'rep':
        raise error('multiple repeat', source.original, here)
    mode = 'greedy'
    if source.match('?'):
        mode = 'lazy'
    elif source.match('+'):
        mode = 'possessive'
    return ('rep', low, high, mode, [item])


def _parse_flags(source, state, char):
    """(?aiLmsux-imsx:...) or (?aiLmsux): returns (add, remove) or raises."""
    add = 0
    remove = 0
    if char != '-':
        while True:
            flag = _INLINE_FLAGS[char]
            if state.is_bytes and char == 'u':
                raise source.error("bad inline flags: cannot use 'u' flag with a bytes pattern", 1)
            if not state.is_bytes and char == 'L':
                raise source.error("bad inline flags: cannot use 'L' flag with a str pattern", 1)
            add |= flag
            char = source.next()
            if char is None:
                raise source.error('missing -, : or )')
            if char in ')-:':
                break
            if char not in _INLINE_FLAGS:
                msg = 'unknown flag' if char.isalpha() else 'missing -, : or )'
                raise source.error(msg, len(char))
    if char == ')':
        return add, None
    if add & _GLOBAL_FLAGS:
        raise source.error('bad inline flags: cannot turn on global flag', 1)
    if char == '-':
        char = source.next()
        if char is None:
            raise source.error('missing flag')
        if char not in _INLINE_FLAGS:
            msg = 'unknown flag' if char.isalpha() else 'missing flag'
            raise source.error(msg, len(char))
        while True:
            remove |= _INLINE_FLAGS[char]
            char = source.next()
            if char is None:
                raise source.error('missing :')
            if char == ':':
                break
            if char not in _INLINE_FLAGS:
                msg = 'unknown flag' if char.isalpha() else 'missing :'
                raise source.error(msg, len(char))
    if remove & _GLOBAL_FLAGS:
        raise source.error('bad inline flags: cannot turn off global flag', 1)
    if add & remove:
        raise source.error('bad inline flags: flag turned on and off', 1)
    return add, remove


def _parse_group_body(source, state, start, add=0, remove=0):
    saved = state.flags
    state.flags = (state.flags | add) & ~remove
    body = _parse_alternation(source, state, True)
    state.flags = saved
    if not source.match(')'):
        raise error('missing ), unterminated subpattern', source.original, start)
    return body


def _open_group(source, state, name):
    group = state.groups
    state.groups += 1
    if state.groups > _MAXGROUPS:
        raise source.error('too many groups')
    if name is not None:
        old = state.groupdict.get(name)
        if old is not None:
            msg = 'redefinition of group name %r as group %d; was group %d' % (name, group, old)
            raise source.error(msg, len(name) + 1)
        state.groupdict[name] = group
    state.open.append(group)
    return group


def _parse_capture(source, state, start, name):
    group = _open_group(source, state, name)
    body = _parse_group_body(source, state, start)
    state.open.remove(group)
    return ('group', group, body)


def _parse_extension(source, state, start):
    """(?...) after '(?': every extension _parser.py knows."""
    char = source.next()
    if char is None:
        raise source.error('unexpected end of pattern')
    if char == 'P':
        char = source.next()
        if char == '<':
            name = source.getuntil('>', 'group name')
            _check_group_name(source, name, 1)
            return _parse_capture(source, state, start, name)
        if char == '=':
            name = source.getuntil(')', 'group name')
            _check_group_name(source, name, 1)
            group = state.groupdict.get(name)
            if group is None:
                raise source.error('unknown group name %r' % name, len(name) + 1)
            if group in state.open:
                raise source.error('cannot refer to an open group', len(name) + 1)
            return ('ref', group, _case_lower(state))
        if char is None:
            raise source.error('unexpected end of pattern')
        raise source.error('unknown extension ?P' + char, len(char) + 2)
    if char == ':':
        return ('group', None, _parse_group_body(source, state, start))
    if char == '>':
        return ('atomic', _parse_group_body(source, state, start))
    if char == '#':
        end = source.text.find(')', source.i)
        if end < 0:
            raise error('missing ), unterminated comment', source.original, start)
        source.i = end + 1
        return None
    if char in '=!<':
        behind = char == '<'
        if behind:
            char = source.next()
            if char is None:
                raise source.error('unexpected end of pattern')
            if char not in '=!':
                raise source.error('unknown extension ?<' + char, len(char) + 2)
        body = _parse_group_body(source, state, start)
        width = None
        if behind:
            low, high = _width(body)
            if low != high:
                raise error('look-behind requires fixed-width pattern')
            width = low
        return ('look', char == '=', width, body)
    if char == '(':
        return _parse_conditional(source, state, start)
    if char in _INLINE_FLAGS or char == '-':
        add, remove = _parse_flags(source, state, char)
        if remove is None:
            if not state.at_start:
                raise error('global flags not at the start of the expression', source.original, start)
            state.flags |= add
            return None
        return ('group', None, _parse_group_body(source, state, start, add, remove))
    raise source.error('unknown extension ?' + char, len(char) + 1)


def _parse_conditional(source, state, start):
    condname = source.getuntil(')', 'group name')
    if condname.isidentifier():
        group = state.groupdict.get(condname)
        if group is None:
            raise source.error('unknown group name %r' % condname, len(condname) + 1)
    else:
        if not (condname.isdecimal() and condname.isascii()):
            raise source.error('bad character in group name %r' % condname, len(condname) + 1)
        group = int(condname)
        if not group:
            raise source.error('bad group number', len(condname) + 1)
        if group >= _MAXGROUPS:
            raise source.error('invalid group reference %d' % group, len(condname) + 1)
        state.grouprefpos.setdefault(group, source.i - len(condname) - 1)
    yes = _parse_sequence(source, state, True)
    no = None
    if source.match('|'):
        no = _parse_sequence(source, state, True)
        if source.peek() == '|':
            raise source.error('conditional backref with more than two branches')
    if not source.match(')'):
        raise error('missing ), unterminated subpattern', source.original, start)
    return ('cond', group, yes, no or [])


def _parse_item(source, state):
    """item: literal | escape | class | '.' | '^' | '$' | group; None for what matches nothing (comments, flags)."""
    start = source.i
    this = source.next()
    if len(this) == 2:
        return _escape(source, this, state)
    if this == '[':
        return _parse_class(source, state, start)
    if this == '.':
        return ('any', bool(state.flags & 16))
    if this == '^':
        return ('at', '^m' if state.flags & 8 else '^', False)
    if this == '$':
        return ('at', '$m' if state.flags & 8 else '$', False)
    if this == '(':
        if source.match('?'):
            return _parse_extension(source, state, start)
        return _parse_capture(source, state, start, None)
    return _literal(this, state)


def _width(items):
    """(min, max) characters a sequence of nodes can match."""
    low = high = 0
    for node in items:
        lo, hi = _node_width(node)
        low += lo
        high += hi
    return low, min(high, _MAXREPEAT)


def _node_width(node):
    kind = node[0]
    if kind in ('lit', 'any', 'set'):
        return 1, 1
    if kind in ('at', 'look'):
        return 0, 0
    if kind == 'group':
        return _width(node[2])
    if kind == 'atomic':
        return _width(node[1])
    if kind == 'alt':
        widths = [_width(branch) for branch in node[1]]
        return min(w[0] for w in widths), max(w[1] for w in widths)
    if kind == 'rep':
        lo, hi = _width(node[4])
        return lo * node[1], min(hi * node[2], _MAXREPEAT)
    if kind == 'cond':
        yes, no = _width(node[2]), _width(node[3])
        return min(yes[0], no[0]), max(yes[1], no[1])
    return 0, _MAXREPEAT  # a backreference


def _parse(text, flags, original):
    state = _State(text, flags, not isinstance(original, str))
    source = _Source(text, original)
    tree = _parse_alternation(source, state, False)
    if source.peek() == ')':
        raise source.error('unbalanced parenthesis')
    for group, pos in state.grouprefpos.items():
        if group >= state.groups:
            raise error('invalid group reference %d' % group, original, pos)
    return tree, state

"""pprint: data structures printed as CPython 3.11's pprint lays them out.

An object whose repr fits the width is written as its repr; a container
that does not is broken one item per line (or packed, with compact=True),
a long string into implicitly concatenated pieces at its spaces.
"""

import collections as _collections
import dataclasses as _dataclasses
import re
import sys as _sys

__all__ = ['pprint', 'pformat', 'isreadable', 'isrecursive', 'saferepr', 'PrettyPrinter', 'pp']


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
           underscore_numbers=False):
    """Pretty-print a Python object to a stream [default is sys.stdout]."""
    printer = PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth, compact=compact,
                            sort_dicts=sort_dicts, underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
    """Format a Python object into a pretty-printed representation."""
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact, sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """Pretty-print a Python object, keeping dictionaries in insertion order."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """Version of repr() which can handle recursive data structures."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Determine if saferepr(object) is readable by eval()."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Determine if object requires a recursive representation."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    """Orders values of types that cannot be compared by their type's name and id, as CPython does."""

    __slots__ = ['obj']

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return (str(type(self.obj)), id(self.obj)) < (str(type(other.obj)), id(other.obj))


def _safe_tuple(t):
    return _safe_key(t[0]), _safe_key(t[1])


class _Text:
    """A StringIO that only writes."""

    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def getvalue(self):
        return ''.join(self.parts)


def _recursion(object):
    return '<Recursion on %s with id=%s>' % (type(object).__name__, id(object))


_builtin_scalars = (str, bytes, bytearray, float, complex, bool, type(None))


def _nonempty(layout):
    """A layout that writes an empty object as its repr."""

    def write_nonempty(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
        else:
            layout(self, object, stream, indent, allowance, context, level)

    return write_nonempty


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False, sort_dicts=True,
                 underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream if stream is not None else _sys.stdout
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            text = _Text()
            self._format(object, text, 0, 0, {}, 0)
            self._stream.write(text.getvalue())
            self._stream.write('\n')

    def pformat(self, object):
        text = _Text()
        self._format(object, text, 0, 0, {}, 0)
        return text.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        max_width = self._width - indent - allowance
        if len(rep) > max_width:
            layout = self._layout(object)
            if layout is not None:
                context[objid] = 1
                layout(self, object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
        stream.write(rep)

    def _layout(self, object):
        """The method that breaks object over lines, when its type keeps a built-in
        repr or a dataclass's generated one."""
        cls = type(object)
        for base, layout in _LAYOUTS:
            if issubclass(cls, base) and cls.__repr__ is base.__repr__:
                return layout
        if _dataclasses.is_dataclass(object) and not isinstance(object, type) \
                and cls.__repr__ is _dataclasses._repr:
            return PrettyPrinter._pprint_dataclass
        return None

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        cls_name = object.__class__.__name__
        indent += len(cls_name) + 1
        items = [(f.name, getattr(object, f.name)) for f in _dataclasses.fields(object) if f.repr]
        stream.write(cls_name + '(')
        self._format_namespace_items(items, stream, indent, allowance, context, level)
        stream.write(')')

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        delimnl = ',\n' + ' ' * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            stream.write(key + '=')
            if id(ent) in context:
                stream.write('...')  # as a recursive dataclass's repr says it
            else:
                self._format(ent, stream, indent + len(key) + 1, allowance if last else 1, context, level)
            if not last:
                stream.write(delimnl)

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        write = stream.write
        write('{')
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * ' ')
        if len(object):
            if self._sort_dicts:
                items = sorted(object.items(), key=_safe_tuple)
            else:
                items = object.items()
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        write('}')

    @_nonempty
    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        cls = object.__class__
        stream.write(cls.__name__ + '(')
        self._format(list(object.items()), stream, indent + len(cls.__name__) + 1, allowance + 1, context, level)
        stream.write(')')

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write('[')
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write(']')

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write('(')
        endchar = ',)' if len(object) == 1 else ')'
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    @_nonempty
    def _pprint_set(self, object, stream, indent, allowance, context, level):
        typ = object.__class__
        if typ is set:
            stream.write('{')
            endchar = '}'
        else:
            stream.write(typ.__name__ + '({')
            endchar = '})'
            indent += len(typ.__name__) + 1
        object = sorted(object, key=_safe_key)
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    @_nonempty
    def _pprint_str(self, object, stream, indent, allowance, context, level):
        write = stream.write
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        max_width1 = max_width = self._width - indent
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == len(lines) - 1:
                max_width1 -= allowance
            if len(rep) <= max_width1:
                chunks.append(rep)
            else:
                chunks.extend(self._split_line(line, max_width, allowance if i == len(lines) - 1 else 0))
        if len(chunks) == 1:
            write(rep)
            return
        if level == 1:
            write('(')
        for i, rep in enumerate(chunks):
            if i > 0:
                write('\n' + ' ' * indent)
            write(rep)
        if level == 1:
            write(')')

    def _split_line(self, line, max_width, last_allowance):
        """A line too long for one repr, as reprs of pieces that each end after a run of spaces."""
        parts = re.findall(r'\S*\s*', line)
        parts.pop()  # the empty match at the end
        chunks = []
        current = ''
        for j, part in enumerate(parts):
            candidate = current + part
            if j == len(parts) - 1:
                max_width -= last_allowance
            if len(repr(candidate)) > max_width:
                if current:
                    chunks.append(repr(current))
                current = part
            else:
                current = candidate
        if current:
            chunks.append(repr(current))
        return chunks

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        write = stream.write
        if len(object) <= 4:
            write(repr(object))
            return
        parens = level == 1
        if parens:
            indent += 1
            allowance += 1
            write('(')
        delim = ''
        for rep in _wrap_bytes_repr(object, self._width - indent, allowance):
            write(delim)
            write(rep)
            if not delim:
                delim = '\n' + ' ' * indent
        if parens:
            write(')')

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        stream.write('bytearray(')
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1, context, level + 1)
        stream.write(')')

    @_nonempty
    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        rdf = self._repr(object.default_factory, context, level)
        cls = object.__class__
        indent += len(cls.__name__) + 1
        stream.write('%s(%s,\n%s' % (cls.__name__, rdf, ' ' * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(')')

    @_nonempty
    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        cls = object.__class__
        stream.write(cls.__name__ + '({')
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * ' ')
        items = object.most_common()
        self._format_dict_items(items, stream, indent + len(cls.__name__) + 1, allowance + 2, context, level)
        stream.write('})')

    @_nonempty
    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        cls = object.__class__
        stream.write(cls.__name__ + '([')
        indent += len(cls.__name__) + 1
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context, level)
            stream.write('])')
        else:
            self._format_items(object, stream, indent, 2, context, level)
            rml = self._repr(object.maxlen, context, level)
            stream.write('],\n%smaxlen=%s)' % (' ' * indent, rml))

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        delimnl = ',\n' + ' ' * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = self._repr(key, context, level)
            write(rep)
            write(': ')
            self._format(ent, stream, indent + len(rep) + 2, allowance if last else 1, context, level)
            if not last:
                write(delimnl)

    def _format_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * ' ')
        delimnl = ',\n' + ' ' * indent
        delim = ''
        width = max_width = self._width - indent + 1
        items = list(items)
        for i, ent in enumerate(items):
            last = i == len(items) - 1
            if last:
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(ent, context, level)
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    write(delim)
                    delim = ', '
                    write(rep)
                    continue
            write(delim)
            delim = delimnl
            self._format(ent, stream, indent, allowance if last else 1, context, level)

    def _repr(self, object, context, level):
        repr, readable, recursive = self.format(object, context.copy(), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return repr

    def format(self, object, context, maxlevels, level):
        """Format object for a specific context, returning a string and flags
        indicating whether the representation is 'readable' and whether the
        object represents a recursive construct."""
        return self._safe_repr(object, context, maxlevels, level)

    def _safe_repr(self, object, context, maxlevels, level):
        typ = type(object)
        if typ in _builtin_scalars:
            return repr(object), True, False
        r = typ.__repr__
        if issubclass(typ, int) and r is int.__repr__:
            if self._underscore_numbers:
                return f'{object:_d}', True, False
            return repr(object), True, False
        if issubclass(typ, dict) and r is dict.__repr__:
            return self._safe_dict_repr(object, context, maxlevels, level)
        if (issubclass(typ, list) and r is list.__repr__) or (issubclass(typ, tuple) and r is tuple.__repr__):
            return self._safe_sequence_repr(object, context, maxlevels, level)
        rep = repr(object)
        return rep, bool(rep and not rep.startswith('<')), False

    def _safe_dict_repr(self, object, context, maxlevels, level):
        if not object:
            return '{}', True, False
        items = sorted(object.items(), key=_safe_tuple) if self._sort_dicts else object.items()
        return self._safe_join(object, '{%s}', items, True, context, maxlevels, level)

    def _safe_sequence_repr(self, object, context, maxlevels, level):
        if isinstance(object, list):
            template = '[%s]'
        elif len(object) == 1:
            template = '(%s,)'
        else:
            template = '(%s)'
        if not object:
            return template % '', True, False
        return self._safe_join(object, template, object, False, context, maxlevels, level)

    def _safe_join(self, object, template, entries, pairs, context, maxlevels, level):
        """template filled with the entries' safe reprs (key: value for pairs), '...' past the depth."""
        objid = id(object)
        if maxlevels and level >= maxlevels:
            return template % '...', False, objid in context
        if objid in context:
            return _recursion(object), False, True
        context[objid] = 1
        readable = True
        recursive = False
        components = []
        for entry in entries:
            reprs = []
            for part in entry if pairs else (entry,):
                prepr, preadable, precur = self.format(part, context, maxlevels, level + 1)
                reprs.append(prepr)
                readable = readable and preadable
                recursive = recursive or precur
            components.append(': '.join(reprs))
        del context[objid]
        return template % ', '.join(components), readable, recursive


def _wrap_bytes_repr(object, width, allowance):
    current = b''
    last = len(object) // 4 * 4
    for i in range(0, len(object), 4):
        part = object[i:i + 4]
        candidate = current + part
        if i == last:
            width -= allowance
        if len(repr(candidate)) > width:
            if current:
                yield repr(current)
            current = part
        else:
            current = candidate
    if current:
        yield repr(current)


# Most derived first: a Counter is a dict, an OrderedDict is a dict.
_LAYOUTS = [
    (_collections.OrderedDict, PrettyPrinter._pprint_ordered_dict),
    (_collections.defaultdict, PrettyPrinter._pprint_default_dict),
    (_collections.Counter, PrettyPrinter._pprint_counter),
    (_collections.deque, PrettyPrinter._pprint_deque),
    (dict, PrettyPrinter._pprint_dict),
    (list, PrettyPrinter._pprint_list),
    (tuple, PrettyPrinter._pprint_tuple),
    (set, PrettyPrinter._pprint_set),
    (frozenset, PrettyPrinter._pprint_set),
    (str, PrettyPrinter._pprint_str),
    (bytes, PrettyPrinter._pprint_bytes),
    (bytearray, PrettyPrinter._pprint_bytearray),
]

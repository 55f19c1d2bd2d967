"""string: common string constants, capwords, Template and Formatter (str.format's
parsing written out, so that a subclass can change a step)."""

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


_ID_START = '_' + ascii_letters
_ID_CHARS = _ID_START + digits


class Template:
    """$name and ${name} placeholders filled from a mapping; $$ is a dollar."""

    delimiter = '$'

    def __init__(self, template):
        self.template = template

    def _pieces(self):
        """(text, name, index) per piece: name is None for literal text, ''
        for a delimiter that starts no placeholder (index: just after it)."""
        text, mark = self.template, self.delimiter
        i = 0
        while True:
            j = text.find(mark, i)
            if j < 0:
                yield text[i:], None, len(text)
                return
            yield text[i:j], None, j
            k = j + len(mark)
            if text.startswith(mark, k):
                yield mark, None, j
                i = k + len(mark)
                continue
            braced = text.startswith('{', k)
            start = k + 1 if braced else k
            end = start
            if end < len(text) and text[end] in _ID_START:
                end += 1
                while end < len(text) and text[end] in _ID_CHARS:
                    end += 1
            name = text[start:end]
            if braced and not text.startswith('}', end):
                name = ''
            if not name:
                yield mark, '', k
                i = k
                continue
            yield text[j:end + braced], name, j
            i = end + braced

    def _invalid(self, index):
        lines = self.template[:index].splitlines(keepends=True)
        if not lines:
            column, line = 1, 1
        else:
            column = index - len(''.join(lines[:-1]))
            line = len(lines)
        raise ValueError(f'Invalid placeholder in string: line {line}, col {column}')

    def substitute(self, mapping=None, /, **kws):
        values = {**(mapping or {}), **kws} if kws else (mapping if mapping is not None else {})
        out = []
        for literal, name, start in self._pieces():
            if name is None:
                out.append(literal)
            elif name == '':
                self._invalid(start)
            else:
                out.append(str(values[name]))
        return ''.join(out)

    def safe_substitute(self, mapping=None, /, **kws):
        values = {**(mapping or {}), **kws} if kws else (mapping if mapping is not None else {})
        out = []
        for literal, name, start in self._pieces():
            if name:
                try:
                    out.append(str(values[name]))
                    continue
                except KeyError:
                    pass
            out.append(literal)
        return ''.join(out)

    def get_identifiers(self):
        names = []
        for _, name, _ in self._pieces():
            if name and name not in names:
                names.append(name)
        return names

    def is_valid(self):
        return all(name != '' for _, name, _ in self._pieces())


# ---- Formatter -----------------------------------------------------------------

def _formatter_parser(s):
    """(literal_text, field_name, format_spec, conversion) tuples, as _string.formatter_parser."""
    i, n = 0, len(s)
    literal = []
    while i < n:
        c = s[i]
        if c == '}':
            if i + 1 < n and s[i + 1] == '}':
                literal.append('}')
                yield ''.join(literal), None, None, None
                literal = []
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        if c != '{':
            literal.append(c)
            i += 1
            continue
        if i + 1 < n and s[i + 1] == '{':
            literal.append('{')
            yield ''.join(literal), None, None, None
            literal = []
            i += 2
            continue
        if i + 1 >= n:
            raise ValueError("Single '{' encountered in format string")
        depth, j = 1, i + 1
        while j < n:
            if s[j] == '{':
                depth += 1
            elif s[j] == '}':
                depth -= 1
                if depth == 0:
                    break
            j += 1
        if depth:
            raise ValueError("expected '}' before end of string")
        yield (''.join(literal),) + _parse_field(s[i + 1:j])
        literal = []
        i = j + 1
    if literal:
        yield ''.join(literal), None, None, None


def _parse_field(field):
    i, n = 0, len(field)
    while i < n and field[i] not in ':!':
        if field[i] == '{':
            raise ValueError("unexpected '{' in field name")
        if field[i] == '[':
            while i < n and field[i] != ']':
                i += 1
        i += 1
    name = field[:i]
    conversion = None
    if i < n and field[i] == '!':
        if i + 1 >= n:
            raise ValueError("end of string while looking for conversion specifier")
        conversion = field[i + 1]
        i += 2
        if i < n and field[i] != ':':
            raise ValueError("expected ':' after conversion specifier")
    spec = field[i + 1:] if i < n else ''
    return name, spec, conversion


def _field_name_split(name):
    i, n = 0, len(name)
    while i < n and name[i] not in '.[':
        i += 1
    first = name[:i]
    rest = []
    while i < n:
        if name[i] == '.':
            j = i + 1
            while j < n and name[j] not in '.[':
                j += 1
            if j == i + 1:
                raise ValueError("Empty attribute in format string")
            rest.append((True, name[i + 1:j]))
        else:
            j = name.find(']', i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = name[i + 1:j]
            if key == '':
                raise ValueError("Empty attribute in format string")
            rest.append((False, int(key) if key.isdigit() else key))
            j += 1
            if j < n and name[j] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        i = j
    return (int(first) if first.isdigit() else first), rest


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field specification to automatic field '
                                         'numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                            recursion_depth - 1, auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _formatter_parser(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first

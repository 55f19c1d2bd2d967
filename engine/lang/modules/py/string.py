"""string: common string constants, capwords and Template."""

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

"""textwrap: wrapping and filling paragraphs, dedent, indent and shorten,
line for line as CPython's TextWrapper."""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '


def _is_letter(c):
    """A word character that is not a digit (the regular expression [^\\d\\W])."""
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _is_word_char(c):
    return c.isalnum() or c == '_'


def _hyphen_cut(word, i):
    """Whether CPython's word splitting ends a chunk after the hyphen word[i]:
    two letters (or letter, hyphen, letter) before it, and a letter, an
    optional hyphen and a letter after it."""
    two_letters = i >= 2 and _is_letter(word[i - 2]) and _is_letter(word[i - 1])
    spelled = i >= 3 and _is_letter(word[i - 3]) and word[i - 2] == '-' and _is_letter(word[i - 1])
    rest = word[i + 1:i + 4]
    ahead = len(rest) >= 2 and _is_letter(rest[0]) and (
        _is_letter(rest[1]) or rest[1] == '-' and len(rest) == 3 and _is_letter(rest[2]))
    return (two_letters or spelled) and ahead


def _sentence_end(word):
    if word[-1:] in ('"', "'"):
        word = word[:-1]
    return len(word) >= 2 and word[-1] in '.!?' and 'a' <= word[-2] <= 'z'


def _split_word(word, on_hyphens):
    """A run of non-whitespace as CPython's wordsep_re splits it: after
    hyphens inside words, and around em-dashes (two or more hyphens)."""
    if not on_hyphens:
        return [word]
    pieces, start, i = [], 0, 0
    while i < len(word):
        if word.startswith('--', i) and i > start and (_is_word_char(word[i - 1]) or word[i - 1] in '!"\'&.,?'):
            j = i
            while j < len(word) and word[j] == '-':
                j += 1
            if j < len(word) and _is_word_char(word[j]):
                pieces.extend([word[start:i], word[i:j]])
                start = i = j
                continue
        if word[i] == '-' and i > start and _hyphen_cut(word, i):
            pieces.append(word[start:i + 1])
            start = i + 1
        i += 1
    if start < len(word):
        pieces.append(word[start:])
    return pieces


class TextWrapper:
    """Wraps paragraphs into lines of at most width characters."""

    def __init__(self, width=70, initial_indent='', subsequent_indent='', expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate({ord(c): ' ' for c in _whitespace})
        return text

    def _split(self, text):
        chunks, i = [], 0
        while i < len(text):
            j = i
            space = text[i] in _whitespace
            while j < len(text) and (text[j] in _whitespace) == space:
                j += 1
            chunks.extend([text[i:j]] if space else _split_word(text[i:j], self.break_on_hyphens))
            i = j
        return chunks

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == ' ' and _sentence_end(chunks[i]):
                chunks[i + 1] = '  '
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        if self.width <= 0:
            raise ValueError(f'invalid width {self.width!r} (must be > 0)')
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError('placeholder too large for max width')
        lines = []
        chunks.reverse()
        while chunks:
            cur_line, cur_len = [], 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                length = len(chunks[-1])
                if cur_len + length > width:
                    break
                cur_line.append(chunks.pop())
                cur_len += length
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if self._fits(lines, chunks, cur_len, width):
                    lines.append(indent + ''.join(cur_line))
                else:
                    self._place_placeholder(lines, cur_line, cur_len, indent, width)
                    break
        return lines

    def _fits(self, lines, chunks, cur_len, width):
        return (self.max_lines is None or len(lines) + 1 < self.max_lines
                or (not chunks or self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
                and cur_len <= width)

    def _place_placeholder(self, lines, cur_line, cur_len, indent, width):
        while cur_line:
            if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                cur_line.append(self.placeholder)
                lines.append(indent + ''.join(cur_line))
                return
            cur_len -= len(cur_line[-1])
            del cur_line[-1]
        if lines:
            prev_line = lines[-1].rstrip()
            if len(prev_line) + len(self.placeholder) <= self.width:
                lines[-1] = prev_line + self.placeholder
                return
        lines.append(indent + self.placeholder.lstrip())

    def wrap(self, text):
        chunks = self._split(self._munge_whitespace(text))
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    return TextWrapper(width=width, max_lines=1, **kwargs).fill(' '.join(text.strip().split()))


def _leading_blanks(line):
    return line[:len(line) - len(line.lstrip(' \t'))]


def dedent(text):
    """Remove the whitespace every non-blank line starts with; lines of only
    spaces and tabs become empty."""
    lines = text.split('\n')
    lines = ['' if line.strip(' \t') == '' else line for line in lines]
    margin = None
    for line in lines:
        if not line:
            continue
        lead = _leading_blanks(line)
        if margin is None or lead.startswith(margin):
            margin = lead if margin is None else margin
        elif margin.startswith(lead):
            margin = lead
        else:
            common = 0
            while common < min(len(lead), len(margin)) and lead[common] == margin[common]:
                common += 1
            margin = margin[:common]
    if margin:
        lines = [line[len(margin):] if line else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Add prefix to the lines predicate accepts (by default the non-blank ones)."""
    if predicate is None:
        predicate = str.strip
    return ''.join(prefix + line if predicate(line) else line for line in text.splitlines(True))

"""Extract, format and print information about Python stack traces."""
# The formatting is the interpreter's own (_traceback, modules/traceback_module.cc),
# so a FrameSummary taken from a traceback keeps the text CPython would print
# for it (source line and ^~~ markers); the summaries and TracebackException
# are CPython's classes around it. The live stack is read as a traceback.

import sys
import _traceback
from _traceback import format_exc, print_exc, format_exception, print_exception, format_exception_only
from _traceback import format_tb, print_tb

__all__ = ['extract_stack', 'extract_tb', 'format_exception', 'format_exception_only', 'format_list',
           'format_stack', 'format_tb', 'print_exc', 'format_exc', 'print_exception', 'print_last', 'print_stack',
           'print_tb', 'clear_frames', 'FrameSummary', 'StackSummary', 'TracebackException', 'walk_stack',
           'walk_tb']

_RECURSIVE_CUTOFF = 3


class FrameSummary:
    """Information about a single frame from a traceback."""
    __slots__ = ('filename', 'lineno', 'end_lineno', 'colno', 'end_colno', 'name', '_line', 'locals', '_text')

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None, end_lineno=None,
                 colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.locals = {k: repr(v) for k, v in locals.items()} if locals else None
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self._text = None

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno and
                    self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def line(self):
        return None if self._line is None else self._line.strip()


def walk_tb(tb):
    """Walk a traceback yielding the frame and line number for each frame."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    """Walk the stack (the engine's frames are snapshots: the current stack when f is None)."""
    tb = _traceback._stack_exception().__traceback__ if f is None else None
    return reversed(list(walk_tb(tb)))


def _summary_of(tb):
    # One entry's FrameSummary, with the text format_tb writes for it.
    text = format_tb(tb, 1)[0]
    lines = text.split('\n')
    frame = FrameSummary(tb.tb_frame.f_code.co_filename, tb.tb_lineno, tb.tb_frame.f_code.co_name,
                         line=lines[1].strip() if len(lines) > 2 else '')
    frame._text = text
    return frame


class StackSummary(list):
    """A list of FrameSummary objects, representing a stack of frames."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        result = klass()
        for f, lineno in frame_gen:
            result.append(FrameSummary(f.f_code.co_filename, lineno, f.f_code.co_name))
        return result if limit is None else klass(result[:limit] if limit >= 0 else result[limit:])

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        if frame_summary._text is not None and not frame_summary.locals:
            return frame_summary._text
        row = ['  File "{}", line {}, in {}\n'.format(frame_summary.filename, frame_summary.lineno,
                                                      frame_summary.name)]
        if frame_summary.line:
            row.append('    {}\n'.format(frame_summary.line.strip()))
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append('    {name} = {value}\n'.format(name=name, value=value))
        return ''.join(row)

    def format(self):
        result = []
        last = None
        count = 0
        for frame_summary in self:
            formatted_frame = self.format_frame_summary(frame_summary)
            if formatted_frame is None:
                continue
            place = (frame_summary.filename, frame_summary.lineno, frame_summary.name)
            if last is None or last != place:
                _repeated(result, count)
                last, count = place, 0
            count += 1
            if count <= _RECURSIVE_CUTOFF:
                result.append(formatted_frame)
        _repeated(result, count)
        return result


def _repeated(result, count):
    if count > _RECURSIVE_CUTOFF:
        count -= _RECURSIVE_CUTOFF
        result.append(f'  [Previous line repeated {count} more time{"s" if count > 1 else ""}]\n')


def extract_tb(tb, limit=None):
    """Return a StackSummary of the entries of traceback tb, outermost first."""
    frames = StackSummary()
    while tb is not None and (limit is None or limit < 0 or len(frames) < limit):
        frames.append(_summary_of(tb))
        tb = tb.tb_next
    if limit is not None and limit < 0:
        frames = StackSummary(frames[limit:])
    return frames


def extract_stack(f=None, limit=None):
    """Extract the raw traceback from the current stack frame, oldest first."""
    stack = extract_tb(_traceback._stack_exception().__traceback__)
    for frame in stack:  # a stack's frames carry no column positions, so no ^~~ markers either
        frame._text = None
    if limit is not None:
        stack = StackSummary(stack[len(stack) - limit:] if limit >= 0 else stack[:-limit])
    return stack


def format_list(extracted_list):
    """Format a list of FrameSummary objects or (filename, lineno, name, line) tuples for printing."""
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    """Print the list of tuples as returned by extract_tb() or extract_stack()."""
    if file is None:
        file = sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def format_stack(f=None, limit=None):
    """Shorthand for 'format_list(extract_stack(f, limit))'."""
    return format_list(extract_stack(f, limit=limit))


def print_stack(f=None, limit=None, file=None):
    """Print a stack trace from its invocation point."""
    print_list(extract_stack(f, limit=limit), file=file)


def print_last(limit=None, file=None, chain=True):
    """This is a shorthand for 'print_exception(sys.last_type, sys.last_value, sys.last_traceback, limit, file)'."""
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_value, limit=limit, file=file, chain=chain)


def clear_frames(tb):
    """Clear all references to local variables in the frames of a traceback (snapshots hold none)."""


class TracebackException:
    """An exception ready for rendering."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10, _seen=None):
        seen = set() if _seen is None else _seen
        seen.add(id(exc_value))
        self._exc, self._limit = exc_value, limit
        self.exc_type = exc_type
        self._str = str(exc_value) if exc_value is not None else 'None'
        self.stack = extract_tb(exc_traceback, limit=limit)
        self.__notes__ = getattr(exc_value, '__notes__', None)
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            self.filename, self.text, self.offset, self.msg = (exc_value.filename, exc_value.text,
                                                               exc_value.offset, exc_value.msg)
            lineno, end_lineno = exc_value.lineno, getattr(exc_value, 'end_lineno', None)
            self.lineno = None if lineno is None else str(lineno)
            self.end_lineno = None if end_lineno is None else str(end_lineno)
            self.end_offset = getattr(exc_value, 'end_offset', None)
        self.__cause__ = self._linked(exc_value, '__cause__', seen, limit)
        self.__context__ = self._linked(exc_value, '__context__', seen, limit)
        self.exceptions = None

    @staticmethod
    def _linked(exc_value, attr, seen, limit):
        linked = getattr(exc_value, attr, None) if exc_value is not None else None
        if linked is None or id(linked) in seen:
            return None
        return TracebackException(type(linked), linked, linked.__traceback__, limit=limit, _seen=seen)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        """Create a TracebackException from an exception."""
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        """Format the exception part of the traceback."""
        yield from format_exception_only(self._exc)

    def format(self, *, chain=True, _ctx=None):
        """Format the exception."""
        yield from format_exception(self._exc, limit=self._limit, chain=chain)

    def print(self, *, file=None, chain=True):
        """Print the result of self.format(chain=chain) to 'file'."""
        if file is None:
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")

"""io: in-memory text and byte streams (StringIO, BytesIO), as print(file=...),
redirect_stdout and pandas.read_csv read and write them."""


class UnsupportedOperation(OSError, ValueError):
    pass


class IOBase:
    """The abstract base class for all I/O classes."""


class RawIOBase(IOBase):
    """Base class for raw binary I/O."""


class BufferedIOBase(IOBase):
    """Base class for buffered IO objects."""


class TextIOBase(IOBase):
    """Base class for text I/O."""


class _Stream(IOBase):
    """What StringIO and open files share: text or bytes in memory, a position,
    reads by size and by line, and the with-statement. Subclasses set
    _closed_message and _newline, and say whether they read and write."""

    _readable = _writable = True

    def _check_open(self):
        if self.closed:
            raise ValueError(self._closed_message)

    def _check_readable(self):
        self._check_open()
        if not self._readable:
            raise UnsupportedOperation(self._not_readable)

    def _check_writable(self):
        self._check_open()
        if not self._writable:
            raise UnsupportedOperation(self._not_writable)

    def _put(self, piece):
        end = self._pos + len(piece)
        if self._pos > len(self._buffer):  # past the end: the gap reads as NULs
            nul = "\0" if isinstance(self._buffer, str) else b"\0"
            self._buffer += nul * (self._pos - len(self._buffer))
        self._buffer = self._buffer[:self._pos] + piece + self._buffer[end:]
        self._pos = end
        return len(piece)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._check_readable()
        if size is None or size < 0:
            size = len(self._buffer)
        piece = self._buffer[self._pos:self._pos + size]
        self._pos += len(piece)
        return piece

    def readline(self, size=-1):
        self._check_readable()
        end = self._buffer.find(self._newline, self._pos)
        end = len(self._buffer) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        line = self._buffer[self._pos:end]
        self._pos = end
        return line

    def readlines(self, hint=-1):
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                break
        return lines

    def __iter__(self):
        if self.closed:  # IOBase's check, worded the same for every stream
            raise ValueError("I/O operation on closed file.")
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        self._check_open()
        return self._pos

    def truncate(self, size=None):
        self._check_writable()
        size = self._pos if size is None else size
        self._buffer = self._buffer[:size]
        self._dirty = True
        return size

    def readable(self):
        self._check_open()
        return self._readable

    def writable(self):
        self._check_open()
        return self._writable

    def seekable(self):
        self._check_open()
        return True

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *args):
        self.close()


class StringIO(_Stream, TextIOBase):
    _closed_message = "I/O operation on closed file"
    _newline = "\n"

    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError(f"initial_value must be str or None, not {type(initial_value).__name__}")
        self._buffer = initial_value
        self._pos = 0
        self.closed = False

    def write(self, s):
        self._check_open()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        return self._put(s)

    def getvalue(self):
        self._check_open()
        return self._buffer

    def seek(self, pos, whence=0):
        self._check_open()
        if whence == 0:
            if pos < 0:
                raise ValueError(f"Negative seek position {pos}")
            self._pos = pos
        elif whence in (1, 2):
            if pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
            self._pos = self._pos if whence == 1 else len(self._buffer)
        else:
            raise ValueError(f"Invalid whence ({whence}, should be 0, 1 or 2)")
        return self._pos

    def flush(self):
        self._check_open()

    def close(self):
        self.closed = True


class BytesIO(_Stream, BufferedIOBase):
    _closed_message = "I/O operation on closed file."
    _newline = b"\n"

    def __init__(self, initial_bytes=b""):
        self._buffer = b"" if initial_bytes is None else bytes(_bytes_like(initial_bytes))
        self._pos = 0
        self.closed = False

    def write(self, b):
        self._check_open()
        return self._put(bytes(_bytes_like(b)))

    def getvalue(self):
        self._check_open()
        return self._buffer

    def read1(self, size=-1):
        return self.read(size)

    def seek(self, pos, whence=0):
        self._check_open()
        if whence == 0 and pos < 0:
            raise ValueError(f"negative seek value {pos}")
        if whence not in (0, 1, 2):
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        base = (0, self._pos, len(self._buffer))[whence]
        self._pos = max(0, base + pos)
        return self._pos

    def flush(self):
        self._check_open()

    def close(self):
        self.closed = True


def _bytes_like(value):
    if isinstance(value, (bytes, bytearray, memoryview)):
        return value
    raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'")


def text_encoding(encoding, stacklevel=2):
    """The encoding open() uses when given None: the locale's, which is UTF-8 here."""
    return "locale" if encoding is None else encoding


def open_code(path):
    """Opens the provided file with the intent to import the contents."""
    if not isinstance(path, str):
        raise TypeError(f"open_code() argument 'path' must be str, not {type(path).__name__}")
    return open(path, "rb")


BlockingIOError = BlockingIOError
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


# Files: open() (the builtin) is io.open. An open file keeps the file's
# contents in memory (the page's files are small) and writes them back on
# flush() and close(), through posix's whole-file reads and writes.
import posix as _posix

_MODE_CHARS = set("axrwb+t")


def _check_mode(mode, binary_encoding):
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    if not set(mode) <= _MODE_CHARS or len(mode) > len(set(mode)):
        raise ValueError(f"invalid mode: '{mode}'")
    kinds = sum(c in mode for c in "xrwa")
    if "t" in mode and "b" in mode:
        raise ValueError("can't have text and binary mode at once")
    if kinds > 1:
        raise ValueError("must have exactly one of create/read/write/append mode")
    if kinds == 0:
        raise ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
    if "b" in mode and binary_encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")


def _path_of(file):
    if isinstance(file, str):
        return file
    fspath = getattr(type(file), "__fspath__", None)
    if fspath is not None:
        return fspath(file)
    raise TypeError(f"expected str, bytes or os.PathLike object, not {type(file).__name__}")


class _File(_Stream):
    """An open file: its contents, written back when flushed or closed."""

    _closed_message = "I/O operation on closed file."

    def __init__(self, name, mode, data):
        self.name = name
        self.mode = mode
        self._buffer = data
        self._pos = len(data) if "a" in mode else 0
        self._readable = "r" in mode or "+" in mode
        self._writable = "r" not in mode or "+" in mode
        self._dirty = False
        self.closed = False

    def _write(self, piece):
        self._check_writable()
        if "a" in self.mode:
            self._pos = len(self._buffer)
        self._dirty = True
        return self._put(piece)

    def seek(self, pos, whence=0):
        self._check_open()
        if whence == 0:
            if pos < 0:
                raise ValueError(f"negative seek position {pos}")
            self._pos = pos
        elif whence in (1, 2):
            self._pos = max(0, (self._pos if whence == 1 else len(self._buffer)) + pos)
        else:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        return self._pos

    def flush(self):
        self._check_open()
        if self._dirty:
            _posix._write_bytes(self.name, self._encode(self._buffer), "w")
            self._dirty = False

    def close(self):
        if not self.closed:
            try:
                self.flush()
            finally:
                self.closed = True

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def isatty(self):
        self._check_open()
        return False


class TextIOWrapper(_File, TextIOBase):
    _newline = "\n"
    _not_readable, _not_writable = "not readable", "not writable"

    def __init__(self, name, mode, data, encoding, errors, newline):
        self.encoding = encoding
        self.errors = errors
        self._encoding = encoding
        self._newline_out = newline
        text = data.decode(encoding, errors)
        if newline is None:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        super().__init__(name, mode, text)

    def write(self, s):
        if not isinstance(s, str):
            self._check_open()
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        return self._write(s)

    def _encode(self, text):
        if self._newline_out not in (None, "", "\n"):
            text = text.replace("\n", self._newline_out)
        return text.encode(self._encoding, self.errors)

    def __repr__(self):
        return f"<_io.TextIOWrapper name={self.name!r} mode={self.mode!r} encoding={self.encoding!r}>"


class _BufferedFile(_File, BufferedIOBase):
    _newline = b"\n"
    _not_readable, _not_writable = "read", "write"

    def write(self, b):
        if isinstance(b, str):
            self._check_open()
            raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
        return self._write(bytes(b))

    def _encode(self, data):
        return data

    def __repr__(self):
        return f"<_io.{type(self).__name__} name={self.name!r}>"


class BufferedReader(_BufferedFile):
    pass


class BufferedWriter(_BufferedFile):
    pass


class BufferedRandom(_BufferedFile):
    pass


for _cls in (StringIO, TextIOWrapper, BufferedReader, BufferedWriter, BufferedRandom):
    _cls.__module__ = "_io"


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    path = _path_of(file)
    _check_mode(mode, encoding)
    if newline not in (None, "", "\n", "\r", "\r\n"):
        raise ValueError(f"illegal newline value: {newline}")
    if "r" in mode:
        data = _posix._read_bytes(path)
    else:
        # Creates the file (w also empties it; appending nothing leaves it as it was).
        how = "a" if "a" in mode else "x" if "x" in mode else "w"
        _posix._write_bytes(path, b"", how)
        data = _posix._read_bytes(path) if how == "a" else b""
    binary = "b" in mode
    shown = mode.replace("t", "")
    if binary:
        cls = BufferedRandom if "+" in mode else BufferedReader if "r" in mode else BufferedWriter
        return cls(file, shown, data)
    return TextIOWrapper(file, shown, data, encoding or "UTF-8", errors or "strict", newline)

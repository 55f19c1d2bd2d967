"""io: in-memory text streams (StringIO), as print(file=...), redirect_stdout
and pandas.read_csv read and write them."""


class UnsupportedOperation(OSError, ValueError):
    pass


class StringIO:
    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError(f"initial_value must be str or None, not {type(initial_value).__name__}")
        self._buffer = initial_value
        self._pos = 0
        self.closed = False

    def _check_open(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def write(self, s):
        self._check_open()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        end = self._pos + len(s)
        if self._pos > len(self._buffer):
            self._buffer += "\0" * (self._pos - len(self._buffer))
        self._buffer = self._buffer[:self._pos] + s + self._buffer[end:]
        self._pos = end
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._check_open()
        if size is None or size < 0:
            size = len(self._buffer)
        text = self._buffer[self._pos:self._pos + size]
        self._pos += len(text)
        return text

    def readline(self, size=-1):
        self._check_open()
        end = self._buffer.find("\n", self._pos)
        end = len(self._buffer) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        line = self._buffer[self._pos:end]
        self._pos = end
        return line

    def readlines(self, hint=-1):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

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

    def tell(self):
        self._check_open()
        return self._pos

    def truncate(self, size=None):
        self._check_open()
        size = self._pos if size is None else size
        self._buffer = self._buffer[:size]
        return size

    def flush(self):
        self._check_open()

    def close(self):
        self.closed = True

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *args):
        self.close()

"""os: the process environment (os.environ: TF_CPP_MIN_LOG_LEVEL and the
like), the working directory, directory listings and os.path."""
import posix
import posixpath as path
import sys

sys.modules["os.path"] = path

name = "posix"
sep = path.sep
curdir = path.curdir
pardir = path.pardir
extsep = path.extsep
pathsep = path.pathsep
linesep = "\n"
devnull = "/dev/null"

getcwd = posix.getcwd
listdir = posix.listdir
stat = posix.stat


class _Environ(dict):
    """os.environ: a dict of str to str."""

    def __setitem__(self, key, value):
        for item in (key, value):
            if not isinstance(item, str):
                raise TypeError(f"str expected, not {type(item).__name__}")
        dict.__setitem__(self, key, value)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def update(self, other=(), **kwds):
        for key, value in dict(other, **kwds).items():
            self[key] = value

    def copy(self):
        return dict(self)

    def __repr__(self):
        return "environ(" + dict.__repr__(self) + ")"


environ = _Environ()


def getenv(key, default=None):
    return environ.get(key, default)


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    environ.pop(key, None)


def fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    raise TypeError("expected str, bytes or os.PathLike object, not " + type(p).__name__)

# OSError's constructor: errno/strerror/filename/filename2, str(), and the subclass chosen by errno.
import errno

e = OSError(2, "No such file or directory", "data.csv")
print(repr(e), e.args, e.errno, e.strerror, repr(e.filename), e.filename2)
print(str(e))
print(type(e).__name__, isinstance(e, FileNotFoundError))

for code in (errno.ENOENT, errno.EEXIST, errno.EACCES, errno.EPERM, errno.EISDIR, errno.ENOTDIR,
             errno.EAGAIN, errno.EINTR, errno.ECHILD, errno.ESRCH, errno.ETIMEDOUT, errno.EPIPE,
             errno.ECONNREFUSED, errno.ECONNRESET, errno.ECONNABORTED, errno.EINVAL):
    err = OSError(code, "message")
    print(code, type(err).__name__, str(err))

print(str(OSError(13, "Permission denied", "/etc/x", None, "/tmp/y")))
two = OSError(18, "Invalid cross-device link", "a.txt", None, "b.txt")
print(repr(two), two.args, repr(two.filename2), two.errno)
print(str(OSError()), repr(OSError()), OSError().errno, OSError().strerror, OSError().filename)
one = OSError("disk on fire")
print(str(one), repr(one), one.errno, one.strerror)
print(str(OSError(5, "I/O error")), OSError(5, "I/O error").args)
print(str(OSError(1, 2, 3, 4, 5, 6)), OSError(1, 2, 3, 4, 5, 6).args, OSError(1, 2, 3, 4, 5, 6).errno)
print(str(OSError("a", "b")), OSError("a", "b").errno)
print(str(FileNotFoundError(2, "gone", b"raw.bin")))
print(str(FileNotFoundError("just a message")), FileNotFoundError(2, "x").errno)
print(type(FileExistsError(2, "x")).__name__, type(IOError(2, "x")).__name__, type(EnvironmentError(2, "y", "z")).__name__)

fe = FileNotFoundError(errno.ENOENT, "No such file or directory", "missing.txt")
fe.errno = 99
fe.filename = "other.txt"
print(fe, fe.args)
fe.strerror = "Changed"
print(fe)


class ConfigError(OSError):
    pass


ce = ConfigError(2, "No config", "app.ini")
print(type(ce).__name__, ce, ce.filename)

try:
    open("/nonexistent/dir/file.txt")
except FileNotFoundError as exc:
    print(type(exc).__name__, exc, exc.errno, exc.strerror, exc.filename, exc.args)
try:
    open("/tmp")
except IsADirectoryError as exc:
    print(type(exc).__name__, exc, exc.errno)
try:
    raise OSError(errno.ENOENT, "No such file or directory", "x")
except FileNotFoundError as exc:
    print("caught", exc)
print(errno.errorcode[2], errno.ENOENT, errno.EEXIST)
raise FileNotFoundError(2, "No such file or directory", "settings.json")

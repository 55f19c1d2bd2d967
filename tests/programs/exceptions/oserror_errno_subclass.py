# OSError(errno, strerror) is made as the subclass for its error number, so
# `except FileNotFoundError` catches OSError(2, ...); other numbers and other
# argument counts stay OSError, and subclasses are never remapped.
for args in [(2, "No such file"), (13, "Denied"), (17, "Exists"), (21, "Is dir"), (11, "Again"),
             (32, "Pipe"), (111, "Refused"), (110, "Timed out"), (999, "Unknown"), (2,), ("2", "text")]:
    error = OSError(*args)
    print(type(error).__name__, repr(error), str(error), error.errno)

try:
    raise OSError(2, "No such file or directory", "missing.txt")
except FileNotFoundError as error:
    print("caught", error, error.filename, isinstance(error, OSError))


class AppError(OSError):
    pass


print(type(AppError(2, "x")).__name__, type(IOError(20, "Not a dir")).__name__)
print(type(PermissionError(2, "x")).__name__, type(OSError(True, "x")).__name__)

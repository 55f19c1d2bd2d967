# CPython's built-in exception classes and where they sit.
names = ["OSError", "FileNotFoundError", "PermissionError", "TimeoutError", "ConnectionResetError",
         "EOFError", "MemoryError", "UnicodeDecodeError", "TabError", "FloatingPointError",
         "ReferenceError", "SystemError", "BufferError", "FutureWarning", "StopAsyncIteration"]
for name in names:
    cls = eval(name)
    print(name, [c.__name__ for c in cls.__mro__[1:]])
print(EnvironmentError is OSError, IOError is OSError)

try:
    raise FileNotFoundError(2, "No such file or directory", "data.csv")
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename)
    print(e)
e = OSError(13, "Permission denied")
print(e, e.errno, e.strerror, e.filename)
e = OSError("plain message")
print(e, e.errno, e.args)
for exc in [EOFError("no input"), MemoryError(), ConnectionResetError("peer")]:
    try:
        raise exc
    except Exception as caught:
        print(type(caught).__name__, repr(caught), isinstance(caught, OSError))

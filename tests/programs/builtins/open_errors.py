# open(): CPython's errors for missing files, directories, modes and closed files.
import io


def attempt(action):
    try:
        action()
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: open("/tmp/tracelab_no_such_dir/missing.txt"))
attempt(lambda: open("no_such_file_here.txt"))
attempt(lambda: open("/tmp"))
attempt(lambda: open("/tmp", "w"))
attempt(lambda: open("/tmp/tracelab_mode.txt", "rw"))
attempt(lambda: open("/tmp/tracelab_mode.txt", "q"))
attempt(lambda: open("/tmp/tracelab_mode.txt", "rr"))
attempt(lambda: open("/tmp/tracelab_mode.txt", "rbt"))
attempt(lambda: open("/tmp/tracelab_mode.txt", "b"))
attempt(lambda: open("/tmp/tracelab_mode.txt", "+"))
attempt(lambda: open("/tmp/tracelab_mode.txt", "rb", encoding="utf-8"))
attempt(lambda: open(3.5))
attempt(lambda: open("/tmp/tracelab_mode.txt", 1))
path = "/tmp/tracelab_open_errors.txt"
with open(path, "w") as f:
    attempt(lambda: f.read())
    attempt(lambda: f.readline())
    attempt(lambda: f.write(5))
    attempt(lambda: f.write(b"bytes"))
attempt(lambda: f.write("late"))
attempt(lambda: f.read())
attempt(lambda: open(path, "x"))
with open(path) as f:
    attempt(lambda: f.write("no"))
with open(path, "rb") as f:
    attempt(lambda: f.write(b"no"))
with open(path, "wb") as f:
    attempt(lambda: f.write("text"))
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError))
print(issubclass(FileNotFoundError, OSError), FileNotFoundError.__mro__[1].__name__)
try:
    open("missing.csv")
except OSError as e:
    print(e.errno, e.strerror, e.filename)
f = open(path)
f.close()
f.close()
print(f.closed)
with open("data_that_is_not_there.csv") as f:
    print(f.read())

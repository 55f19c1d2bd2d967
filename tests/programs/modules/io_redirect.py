# io.StringIO (write, read, readline, iteration, seek/tell, getvalue, close),
# print(file=...) into it, contextlib.redirect_stdout / redirect_stderr, and
# print() following a program's own sys.stdout.
import contextlib
import io
import sys

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("inside", 1, 2)
    print("second", end="!")
print(repr(buf.getvalue()))

err = io.StringIO()
with contextlib.redirect_stderr(err):
    print("to stderr", file=sys.stderr)
print(repr(err.getvalue()))

s = io.StringIO("a,b\n1,2\n3,4\n")
print(repr(s.readline()), list(s), repr(s.read()))
s.seek(0)
print(s.read(3), s.tell(), repr(s.readline(1)))
s.seek(0, 2)
s.write("5,6\n")
print(s.getvalue().splitlines())
out = io.StringIO()
print("x", "y", sep="-", file=out)
out.writelines(["p\n", "q\n"])
print(repr(out.getvalue()))
out.close()
for action in (out.getvalue, lambda: out.write("z")):
    try:
        action()
    except ValueError as e:
        print("ValueError", e)
try:
    io.StringIO().write(3)
except TypeError as e:
    print("TypeError", e)


class Lines:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)


lines = Lines()
saved = sys.stdout
sys.stdout = lines
print("captured by the program's own stdout")
sys.stdout = saved
print(lines.parts)
with io.StringIO() as closing:
    closing.write("w")
print(closing.closed)

# io's abstract bases: every stream is an IOBase, text streams TextIOBase and
# byte streams BufferedIOBase; text_encoding and open_code.
import io

s, b = io.StringIO("x"), io.BytesIO(b"y")
print(isinstance(s, io.IOBase), isinstance(s, io.TextIOBase), isinstance(s, io.BufferedIOBase))
print(isinstance(b, io.IOBase), isinstance(b, io.BufferedIOBase), isinstance(b, io.TextIOBase))
print(issubclass(io.TextIOBase, io.IOBase), issubclass(io.RawIOBase, io.IOBase), io.BlockingIOError is BlockingIOError)
with open("/tmp/io_bases_demo.txt", "w") as f:
    print(isinstance(f, io.TextIOBase), isinstance(f, io.IOBase))
    f.write("data\n")
with open("/tmp/io_bases_demo.txt", "rb") as f:
    print(isinstance(f, io.BufferedIOBase), isinstance(f, io.TextIOBase), f.read())
with io.open_code("/tmp/io_bases_demo.txt") as f:
    print(f.read())
print(io.text_encoding(None), io.text_encoding("latin-1"))

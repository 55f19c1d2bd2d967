# bytes and bytearray subclasses: the data is the bytes object itself.
class Packet(bytes):
    def __new__(cls, kind, payload):
        obj = super().__new__(cls, bytes([kind]) + payload)
        obj.kind = kind
        return obj

    def hexdump(self):
        return " ".join(f"{b:02x}" for b in self)


p = Packet(1, b"hi")
print(p, p.kind, p.hexdump(), len(p), p[0], p[1:], type(p[1:]).__name__, p == b"\x01hi")
print(isinstance(p, bytes), p.decode("latin-1"), bytes(p), type(bytes(p)).__name__, hash(p) == hash(b"\x01hi"))
print({p: "packet"}[b"\x01hi"], p + b"!", type(p + b"!").__name__, list(p), b"h" in p)


class Buffer(bytearray):
    def push(self, *values):
        for v in values:
            self.append(v)
        return self


buf = Buffer(b"ab").push(99, 100)
print(buf, len(buf), bytes(buf), buf[0], type(buf).__name__, buf.upper())
buf[0] = 65
print(buf, buf.decode())

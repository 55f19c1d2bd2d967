# Bound-method equality, tuple.index ranges, splitlines, strip, setattr on types, super() checks.
class Model:
    def predict(self, x):
        return x


m = Model()
print(m.predict == m.predict, m.predict is m.predict, m.predict == Model().predict)
print(len({m.predict, m.predict}), hash(m.predict) == hash(m.predict))
t = (1, 2, 3, 1, 2, 3)
print(t.index(2), t.index(2, 2), t.index(3, -2))
for args in [(3, 3, 4), (9,)]:
    try:
        t.index(*args)
    except ValueError as e:
        print("ValueError:", e)
print("a\r\nb\rc\nd\x0be\x0cf\x1cg".splitlines(), "x\r\ny\n".splitlines(keepends=True), "".splitlines())
print(repr("\0abc\0".strip()), repr("\0abc\0".strip("\0")), "Å1\x852\u20283".splitlines())
s = "abc"
print(s.strip() is s, s.lstrip("z") is s)
try:
    setattr(int, "to_bytes", 1)
except TypeError as e:
    print("TypeError:", e)
try:
    int.extra = 1
except TypeError as e:
    print("TypeError:", e)
for args in [(str, 0), (str, int), (0, int)]:
    try:
        super(*args)
    except TypeError as e:
        print("TypeError:", e)
print("nul:", "a\0b", len("a\0b"))

# Sets with extra methods: set operators give plain sets; a subclass prints with its name.
class Tags(set):
    def add_all(self, *tags):
        for tag in tags:
            self.add(tag.lower())
        return self

    def matching(self, prefix):
        return sorted(t for t in self if t.startswith(prefix))


t = Tags()
t.add_all("Python", "PyTorch", "rust", "python")
print(sorted(t), len(t), "rust" in t, t.matching("py"))
both = t & {"rust", "go"}
print(both, type(both).__name__, type(t | {"c"}).__name__, type(t - {"rust"}).__name__)
print(Tags(), Tags([1]), isinstance(t, set), t == {"python", "pytorch", "rust"}, t <= {"python", "pytorch", "rust", "x"})
t.discard("rust")
print(sorted(t), t.issubset({"python", "pytorch"}))


class Letters(frozenset):
    def __new__(cls, text):
        return super().__new__(cls, (c for c in text.lower() if c.isalpha()))


a, b = Letters("Hello"), Letters("World!")
print(sorted(a), sorted(a & b), type(a & b).__name__, len(a | b), Letters(""))
index = {a: "hello", b: "world"}
print(index[frozenset("ehlo")], hash(a) == hash(frozenset("helo")), isinstance(a, frozenset))
try:
    hash(t)
except TypeError as e:
    print(type(e).__name__, e)

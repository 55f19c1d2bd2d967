# __hash__ runs once per insert or lookup; __eq__ only when hashes match.
calls = []


class Key:
    def __init__(self, name, h):
        self.name, self.h = name, h

    def __hash__(self):
        calls.append("hash " + self.name)
        return self.h

    def __eq__(self, other):
        calls.append("eq " + self.name + " " + other.name)
        return self.name == other.name


d = {}
d[Key("a", 1)] = 1
d[Key("b", 2)] = 2
d[Key("c", 1)] = 3
print(calls)
calls.clear()
print(Key("a", 1) in d, calls)
calls.clear()
s = {Key("x", 5)}
s.add(Key("x", 5))
print(len(s), calls)

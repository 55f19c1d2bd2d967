# iter(callable, sentinel) calls until the sentinel comes back
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
it = iter(tick, 4)
print(type(it).__name__)
print(list(it))
print(list(it))
print(counter[0])

lines = ["a", "b", "", "c"]
pos = [0]
def read():
    line = lines[pos[0]]
    pos[0] += 1
    return line
print([line for line in iter(read, "")])

class Source:
    def __init__(self):
        self.n = 10
    def __call__(self):
        self.n -= 3
        return self.n
print(list(iter(Source(), 1)))
print(next(iter(Source(), 1)), list(iter(Source(), -2)))
it2 = iter(lambda: 1, 1)
print(next(it2, "done"))
for bad in [(1, 2), ("abc", "a")]:
    try:
        iter(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    iter()
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(tick, 1, 2)
except TypeError as e:
    print(type(e).__name__, e)

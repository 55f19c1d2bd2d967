class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        return self.name == "suppress"
with CM("a") as c:
    print("inside", c.name)
with CM("suppress"):
    raise ValueError("hidden")
print("after suppress")
try:
    with CM("b"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
with CM("x") as x, CM("y") as y:
    print(x.name, y.name)

# An exception raised by __eq__ during a lookup reaches the caller.
class Fragile:
    def __hash__(self):
        return 0

    def __eq__(self, other):
        raise RuntimeError("cannot compare")


d = {Fragile(): 1}
try:
    d[Fragile()]
except RuntimeError as e:
    print("caught", e)
print(len(d))
print(len({Fragile()}))

# Defining __eq__ without __hash__ makes instances unhashable (__hash__ is None);
# defining both keeps them hashable, and a subclass inherits its parent's choice.
class Loose:
    def __init__(self, x, y=0):
        self.x, self.y = x, y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)


class Keyed(Loose):
    def __hash__(self):
        return hash((self.x, self.y))


class Child(Loose):
    pass


print(Loose.__hash__)
print(Loose(1) == Loose(1), Loose(1) == Loose(2))
for make in (Loose, Child):
    try:
        hash(make(1))
    except TypeError as e:
        print("TypeError:", e)
print(hash(Keyed(5)) == hash((5, 0)))
print(Keyed(5) == Keyed(5))

# A key equal to a number by __eq__ and with the number's hash finds the number's entry.
class Meters:
    def __init__(self, value):
        self.value = value

    def __eq__(self, other):
        if isinstance(other, Meters):
            return self.value == other.value
        return self.value == other

    def __hash__(self):
        return hash(self.value)


table = {3: "three", 2.5: "two and a half"}
print(table[Meters(3)], table[Meters(2.5)], Meters(4) in table)
mixed = {Meters(1), 1, 1.0, True}
print(len(mixed))
print(hash(Meters(7)) == hash(7))

# When the right operand's class extends the left one's type and redefines
# the reflected method, Python asks the right operand first.
class Meters(float):
    def __radd__(self, other):
        return f"Meters.__radd__({other!r})"

    def __rsub__(self, other):
        return Meters(other - float(self))

    def __repr__(self):
        return f"{float(self)}m"


print(1.5 + Meters(2), 10.0 - Meters(3), type(10.0 - Meters(3)).__name__, Meters(2) + 1.5)


class Loud(list):
    def __eq__(self, other):
        print("  Loud.__eq__ called")
        return list.__eq__(self, other)

    def __lt__(self, other):
        print("  Loud.__lt__ called")
        return NotImplemented

    __hash__ = None


print([1] == Loud([1]))
print(Loud([1]) == [1])
print([1] > Loud([0]))
print([1] != Loud([2]))


class Version(tuple):
    def __new__(cls, text):
        return super().__new__(cls, map(int, text.split(".")))

    def __lt__(self, other):
        return tuple(self) < tuple(other)

    def __str__(self):
        return ".".join(map(str, self))


versions = [Version("1.10.0"), Version("1.2.3"), Version("1.9")]
print(sorted(versions), [str(v) for v in sorted(versions)], max(versions), Version("2.0") > (1, 99))

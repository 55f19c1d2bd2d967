# `a or b` and `a and b` return an operand; the last one is returned as it is,
# its truth never asked (its __bool__ is not called).
class Loud:
    def __init__(self, name, truth):
        self.name, self.truth = name, truth

    def __bool__(self):
        print("bool of", self.name)
        return self.truth

    def __repr__(self):
        return self.name


print(None or Loud("b", False))
print(Loud("a", False) or Loud("b", False))
print(Loud("a", True) and Loud("b", False))
print(0 or 0.0 or Loud("c", True))
print(1 and Loud("d", False) and Loud("e", True))
x = [] or Loud("f", False)
print(x, not x)
if Loud("g", False) or Loud("h", True):
    print("taken")

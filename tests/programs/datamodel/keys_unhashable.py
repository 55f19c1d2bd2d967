# A class that defines __eq__ without __hash__ is unhashable; __hash__ must return an int.
class OnlyEq:
    def __eq__(self, other):
        return True


class BadHash:
    def __hash__(self):
        return "not an int"


for make in (lambda: {OnlyEq()}, lambda: {OnlyEq(): 1}, lambda: hash(OnlyEq()), lambda: {BadHash()}):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
print(OnlyEq.__hash__)


class Plain:
    pass


p = Plain()
print(len({p, p, Plain()}), {p: 1}[p])

# Multiple inheritance: the C3 linearization and cooperative super().
class Base:
    def __init__(self):
        self.trail = ["Base"]

    def hello(self):
        return "Base"


class Left(Base):
    def __init__(self):
        super().__init__()
        self.trail.append("Left")

    def hello(self):
        return "Left>" + super().hello()


class Right(Base):
    def __init__(self):
        super().__init__()
        self.trail.append("Right")

    def hello(self):
        return "Right>" + super().hello()


class Bottom(Left, Right):
    def __init__(self):
        super().__init__()
        self.trail.append("Bottom")

    def hello(self):
        return "Bottom>" + super().hello()


b = Bottom()
print(b.trail)
print(b.hello())
print([c.__name__ for c in Bottom.__mro__])
print([c.__name__ for c in Bottom.mro()])
print([c.__name__ for c in Bottom.__bases__])
print(Bottom.__base__.__name__)
print(isinstance(b, Right), issubclass(Bottom, Right), issubclass(Right, Left))
print(super(Left, b).hello())
print(super(Right, b).hello())


class A: pass
class B: pass
class C: pass
class D: pass
class E: pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass

print([c.__name__ for c in Z.__mro__])


class Mixin:
    greeting = "mixin"

    def describe(self):
        return f"{type(self).__name__} says {self.greeting}"


class Plain:
    greeting = "plain"


class Both(Mixin, Plain):
    pass


class Other(Plain, Mixin):
    pass


print(Both().describe(), Other().describe())
print(Both.greeting, Other.greeting)

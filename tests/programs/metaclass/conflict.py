# Which metaclass makes a class: the most derived of the explicit one and the bases' metaclasses; CPython's conflict error otherwise.
class MetaA(type):
    pass


class MetaB(type):
    pass


class MetaAA(MetaA):
    pass


class A(metaclass=MetaA):
    pass


class B(metaclass=MetaB):
    pass


class AA(metaclass=MetaAA):
    pass


class C(A, AA):  # MetaAA derives from MetaA: it wins
    pass


class D(A, metaclass=type):  # an explicit type loses to the base's MetaA
    pass


print(type(C).__name__, type(D).__name__, type(A).__name__)
print(isinstance(C, MetaA), isinstance(C, MetaAA), isinstance(A, MetaAA), isinstance(C, type))
print(type(C) is MetaAA, C.__class__ is MetaAA, type(type(C)) is type)

for label, make in [("A and B", lambda: type(A)("X", (A, B), {})),
                    ("statement", None)]:
    try:
        if make:
            make()
        else:
            class X(A, B):
                pass
    except TypeError as e:
        print(label, "->", type(e).__name__, e)

try:
    class Y(B, metaclass=MetaA):
        pass
except TypeError as e:
    print(type(e).__name__, e)


def factory(name, bases, ns):
    ns["made_by"] = "factory"
    return type(name, bases, ns)


class Z(metaclass=factory):
    pass

print(Z.made_by, type(Z).__name__)
M = MetaA("M", (), {"x": 1})
print(M, type(M).__name__, M.x, MetaA.__name__, MetaAA.__mro__)

# Class hierarchies CPython refuses, with its messages.
class A: pass
class B(A): pass

for make in [
    lambda: type("X", (A, B), {}),
    lambda: type("Y", (A, A), {}),
]:
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)

try:
    class X(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)

try:
    class Y(A, A):
        pass
except TypeError as e:
    print("TypeError:", e)


class P: pass
class Q: pass
class PQ(P, Q): pass
class QP(Q, P): pass

try:
    class Bad(PQ, QP):
        pass
except TypeError as e:
    print("TypeError:", e)

class Fine(B, A):
    pass
print([c.__name__ for c in Fine.__mro__])
class Z(PQ, QP):
    pass

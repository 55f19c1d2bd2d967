# An uncaught metaclass conflict: the traceback points at the class statement.
class Meta1(type):
    pass


class Meta2(type):
    pass


class A(metaclass=Meta1):
    pass


class B(metaclass=Meta2):
    pass


print("A and B made")


class C(A, B):
    x = 1

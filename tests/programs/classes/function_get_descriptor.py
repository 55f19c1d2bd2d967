# Functions are descriptors: __get__ binds one to an instance, as attribute reads do.
class A:
    def __init__(self, n):
        self.n = n
    def f(self, k=1):
        return self.n * k
def outside(self):
    return f"outside sees {self.n}"
a = A(3)
bound = A.f.__get__(a, A)
print(bound(), bound(5), bound.__self__ is a, bound.__func__ is A.f, type(bound).__name__)
print(A.f.__get__(None, A) is A.f, outside.__get__(a)(), A.__dict__["f"].__get__(A(7))())
a.g = outside.__get__(a)
print(a.g())
for args in [(), (None,), (None, None), (1, 2, 3)]:
    try:
        A.f.__get__(*args)
    except TypeError as e:
        print(e)
class Plain:
    def __get__(self, obj, objtype=None):
        return "descriptor" if obj is not None else "on class"
class Holder:
    attr = Plain()
print(Holder().attr, Holder.attr, hasattr(len, "__get__"), hasattr(lambda: 0, "__get__"))

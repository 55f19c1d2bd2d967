# types.MethodType(function, instance) makes a bound method, with CPython's errors.
import types
class A:
    def f(self): return 1
a = A()
print(types.MethodType(A.f, a)())
for args in [(1, a), (A.f, None), (A.f,)]:
    try:
        types.MethodType(*args)
    except TypeError as e:
        print(e)
m = types.MethodType(lambda self, x: (self, x), "obj")
print(m(5), m.__self__, m.__func__.__name__)

def f():
    pass
class C:
    def m(self):
        def inner():
            pass
        return inner
print(f.__name__, f.__qualname__)
print(C.m.__qualname__, C().m().__qualname__)
print((lambda: 0).__qualname__)
print(type(f), type(len), type(C), type(C()))
print(len, repr(print))

# What CPython refuses when classes extend built-in types, and its messages.
attempts = [
    "class X(list, dict): pass",
    "class X(int, str): pass",
    "class X(Exception, list): pass",
    "class X(float, int): pass",
    "class B(bool): pass",
    "class R(range): pass",
    "class N(type(None)): pass",
    "class F(type(len)): pass",
    "class X(list, list): pass",
    "class P(tuple):\n    __slots__ = ('a',)",
    "class S(str):\n    __slots__ = ('a',)",
]
for source in attempts:
    try:
        exec(source)
        print("accepted:", source.splitlines()[0])
    except TypeError as e:
        print(type(e).__name__, e)


class Base(list):
    pass


class Ok(Base, dict.__mro__[-1]):
    pass


print(Ok.__mro__)
for expr in ["object.__new__(Base)", "int.__new__(Base)", "list.__new__(int)", "str.__new__(5)",
             "hash(Base())", "Base([1]) + (2,)", "Base() < 5", "int[0]", "len(Ok) if False else Ok(1)"]:
    try:
        print(eval(expr))
    except TypeError as e:
        print(type(e).__name__, e)

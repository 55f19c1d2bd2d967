import types
u = int | str
print(u, type(u), u.__args__, u | None, (int | str) == (str | int), hash(int | str) == hash(str | int), int | int, (int | str) | int, None | int)
print(isinstance(None, int | None), isinstance(3.5, int | str), issubclass(bool, int | str), isinstance(3, (float, int | str)))
try: int | 3
except TypeError as e: print(e)
try: isinstance(1, 3)
except TypeError as e: print(e)
class A: pass
print(A | None, list | A, types.NoneType, isinstance(types.UnionType, type))
def f(a: int | None = None, *b: str | bytes) -> dict | None: return a
print(f.__annotations__)
ns = types.SimpleNamespace(a=1, b="x"); ns.c = [2]
print(ns, ns == types.SimpleNamespace(a=1, b="x", c=[2]), ns.a)
print(type(f) is types.FunctionType, type(len) is types.BuiltinFunctionType, types.GeneratorType)

class AppError(Exception):
    pass
class DbError(AppError):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
try:
    raise DbError(42, "db down")
except AppError as e:
    print(type(e).__name__, e, e.code, e.args, isinstance(e, Exception))
class Plain(Exception):
    def __init__(self, x):
        self.x = x
try:
    raise Plain(5)
except Plain as e:
    print(e.args, e, e.x)
try:
    raise AppError
except AppError as e:
    print(repr(e), str(e) == "")
e = ValueError("a", 2)
print(e, repr(e), e.args)
print(issubclass(DbError, Exception), issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(RecursionError, RuntimeError), issubclass(UnboundLocalError, NameError))

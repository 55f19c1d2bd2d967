# Private names (__x) in a class body are mangled to _Class__x: attributes, methods,
# class attributes, parameters, globals, lambdas and comprehensions inside methods.
class Account:
    __rate = 0.05
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.__balance = balance
    def __check(self, amount):
        return 0 < amount <= self.__balance
    def withdraw(self, amount):
        if not self.__check(amount):
            raise ValueError(f"cannot withdraw {amount}; balance is {self.__balance}")
        self.__balance -= amount
        return self.__balance
    @property
    def balance(self):
        return self.__balance
    def interest(self):
        return self.__balance * Account.__rate
    def peek(self):
        helper = lambda: self.__balance
        return helper(), [self.__balance for _ in range(1)]
    def kw(self, __private=1, *args, __kwonly=2):
        return __private, __kwonly
    def use_global(self):
        global __counter
        __counter = 5
        return __counter

a = Account("ann", 100)
print(a.withdraw(30), a.balance, a.interest(), a.peek(), a.kw(), a.use_global())
print(sorted(vars(a)), "_Account__check" in Account.__dict__, Account._Account__rate)
print(a._Account__balance, Account.__dict__["_Account__check"].__name__, Account._Account__check.__qualname__)
print(globals().get("_Account__counter"), hasattr(a, "__balance"), getattr(a, "_Account__balance"))
try:
    a.__balance
except AttributeError as e:
    print(e)
try:
    a.withdraw(500)
except ValueError as e:
    print(e)
class _Under:
    def get(self):
        self.__v = 1
        return vars(self)
class ___:
    def get(self):
        self.__v = 1
        return vars(self)
print(_Under().get(), ___().get())
class Base:
    def __init__(self):
        self.__x = "base"
class Child(Base):
    def __init__(self):
        super().__init__()
        self.__x = "child"
print(vars(Child()))
def outside():
    class Inner:
        def f(self):
            return __name__
    return Inner().f()
print(outside())
class D:
    def __dunder__(self):
        return "not mangled"
print(D().__dunder__(), [n for n in vars(D) if "dunder" in n])
class Lookup:
    def missing(self):
        return __nowhere
try:
    Lookup().missing()
except NameError as e:
    print(e)
print(a.__balanse)

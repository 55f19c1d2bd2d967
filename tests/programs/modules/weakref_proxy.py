# weakref.proxy: a stand-in that forwards to its referent while it lives, then raises ReferenceError.
import weakref


class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
        self.history = [balance]

    def deposit(self, amount):
        self.balance += amount
        self.history.append(amount)
        return self.balance

    def __len__(self):
        return len(self.history)

    def __iter__(self):
        return iter(self.history)

    def __add__(self, other):
        return self.balance + other

    def __str__(self):
        return f"{self.owner}: {self.balance}"

    def __getitem__(self, i):
        return self.history[i]


acct = Account("ann", 10)
p = weakref.proxy(acct)
print(p.owner, p.deposit(5), p.balance, len(p), list(p), p + 1, str(p), p[0], 5 in p.history)
print(type(p).__name__, type(p).__module__, isinstance(p, weakref.ProxyTypes), p.__class__.__name__, p == acct)
p.note = "vip"
print(acct.note, weakref.getweakrefcount(acct), bool(p))
del p.note
print(hasattr(acct, "note"))
try:
    hash(p)
except TypeError as exc:
    print(type(exc).__name__, exc)


def report(proxy_obj):
    print("referent gone; proxy is", type(proxy_obj).__name__)


tracked = weakref.proxy(acct, report)
del acct
for attempt in (lambda: p.owner, lambda: len(p), lambda: str(tracked), lambda: p.deposit(1)):
    try:
        attempt()
    except ReferenceError as exc:
        print(type(exc).__name__, exc)


def greet(name):
    return "hi " + name


call_proxy = weakref.proxy(greet)
print(call_proxy("bo"), type(call_proxy).__name__, weakref.CallableProxyType in weakref.ProxyTypes)
try:
    weakref.proxy(3)
except TypeError as exc:
    print(type(exc).__name__, exc)

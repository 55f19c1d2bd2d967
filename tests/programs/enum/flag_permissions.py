# Flag permissions: |, & and ^ combine members, `in` tests bits, iteration yields the set members, ~ inverts.
from enum import Flag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXECUTE


rw = Perm.READ | Perm.WRITE
print(rw, repr(rw), rw is Perm.RW, Perm.ALL, repr(Perm(5)), str(Perm(5)))
print(Perm.READ in rw, Perm.EXECUTE in rw, Perm.RW in Perm.ALL, rw & Perm.WRITE, rw ^ Perm.ALL)
print(list(rw), list(Perm.ALL), list(Perm), len(Perm), len(Perm.ALL), len(Perm(0)))
print(~Perm.READ, repr(~Perm.ALL), ~Perm(0), bool(Perm(0)), bool(Perm.READ), Perm(0))
print(Perm.__members__.keys(), Perm(7) is Perm.ALL, Perm.RW.value, [p.name for p in Perm(6)])
print(repr(Perm), format(Perm.RW), f"{Perm.READ | Perm.EXECUTE}", hash(Perm.READ) == hash(Perm.READ))


def describe(user, granted):
    can = [p.name.lower() for p in Perm if p in granted]
    return f"{user}: {', '.join(can) or 'nothing'}"


for user, granted in [("alice", Perm.ALL), ("bob", Perm.READ), ("eve", Perm(0)), ("ci", Perm.READ | Perm.EXECUTE)]:
    print(describe(user, granted))

for bad in (lambda: Perm(8), lambda: 1 in Perm.READ, lambda: Perm.READ | 1, lambda: Perm("r")):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

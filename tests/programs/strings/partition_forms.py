# str.partition / str.rpartition
for s in ["key=value", "key=value=more", "novalue", "=start", "end=", "", "=="]:
    print(repr(s), s.partition("="), s.rpartition("="))
print("a--b--c".partition("--"), "a--b--c".rpartition("--"))
print("caf\u00e9 au lait".partition(" "), "caf\u00e9 au lait".rpartition(" "))
print("x".partition("longer"), "x".rpartition("longer"))
try:
    "a".partition("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    "a".rpartition("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    "a".partition(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".rpartition(None)
except TypeError as e:
    print(type(e).__name__, e)

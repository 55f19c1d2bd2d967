# Format specs complex numbers refuse.
for spec in ["010", "0<10", "=10", "%", "d", "x", "c", "s", "b", ",n", "_s", "=d", "0%"]:
    try:
        print(repr(spec), format(1 + 2j, spec))
    except ValueError as e:
        print(repr(spec), type(e).__name__, e)
try:
    print(f"{1j:=^10}")
except ValueError as e:
    print(type(e).__name__, e)
print(f"{1j:x<10}|{1j:x>10}")

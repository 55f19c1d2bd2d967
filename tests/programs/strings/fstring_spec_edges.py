x, y, name = 3.14159, 42, "Ada"
print(f"{x:.2f}|{x:10.3f}|{x:<10.1f}|{x:^10.2e}|{x:+.0f}|{y:#x}|{y:#o}|{y:#b}|{y:08.3f}")
print(f"{y:,}|{10**7:_}|{1234567.891:,.2f}|{0.25:%}|{0.256:.1%}|{-0.0:.1f}|{1e300*10:f}|{float('nan'):>6}")
print(f"{name!r:>8}|{name!s:*^9}|{name:.2}|{'x'!a}|{'é'!a}")
print(f"{y=}", f"{x = :.1f}", f"{name=!r}", f"{y + 1 = }")
print(f"{{literal}}", f"{'{'}{'}'}", f"{y:{'>'}{10}}", f"{x:{4}.{2}f}")
width = 12
print(f"[{name:>{width}}]", f"[{name:{'-'}<{width}}]")
print(f"{3:=+6}", f"{-3:=6}", f"{3:06}", f"{-3.5:07.2f}", f"{12345:e}", f"{0.000012345:g}", f"{123456789:g}")
print(f"{1e16:g}", f"{1e-5:g}", f"{1.5:n}", f"{True:d}", f"{True}", f"{None!r}")
print(format(1234.5, ",.1f"), format(-1, "x"), format(255, "X"), format(7, "c"), format(3, "b"))
print(f"{'abc':_<7}|{12:>{5}}")
print(repr(1e16), repr(1.0), repr(1/3), repr(2.5e-5), repr(123456789012345678.0), str(1e22), 1e-7, 0.1+0.2)
print(round(2.5), round(3.5), round(-0.5), round(1.25, 1), round(1.35, 1), round(1234, -2), round(1.5e300, 2))
print(int("  12  "), int("0x1f", 16), int("1_000"), int("0b101", 0), float(" -1.5e3 "), float("inf"), -float("inf"))
for bad in ["12a", "", "1__0", "0x1f"]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
try:
    float("abc")
except ValueError as e:
    print(e)
print(f"{12:{'d'}}", f"{'s':{''}}")
try:
    f"{'a':d}"
except ValueError as e:
    print(e)
try:
    f"{3.5:d}"
except ValueError as e:
    print(e)
try:
    format(3, ".2s")
except ValueError as e:
    print(e)

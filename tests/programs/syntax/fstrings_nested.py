# f-strings: nested replacement fields in the format spec, =, conversions, quotes.
width, precision = 10, 3
value = 3.14159265
name = "loss"
print(f"{value:{width}.{precision}f}|")
print(f"{value:>{width}}|{value:<{width}.2}|{value:^{width}.1e}|")
print(f"{name!r:>{width}}", f"{name=}", f"{name = }", f"{value=:.2f}", f"{value = !r}")
fill, align = "*", "^"
print(f"{name:{fill}{align}{width}}")
print(f"{'nested'!s:.3}", f"{3 + 4=}", f"{[1, 2][1]=}", f"{ {'a': 1}['a'] }")
items = {"x": 1.5, "y": -2.25}
print(", ".join(f"{k}={v:+.2f}" for k, v in items.items()))
print(f"{'{'}literal braces{'}'}", f"{{escaped}}", f"{{{name}}}")
print(f"{1000000:,}", f"{1000000:_}", f"{0.25:.0%}", f"{255:#x}", f"{255:08b}", f"{-42:=+8}")
print(f"{'multi' + 'part'}" f"{width}" "plain" f"{precision!r}")
row = [("a", 1), ("bb", 22)]
for label, n in row:
    print(f"{label:<4}|{n:>4}|{n / 7:8.3f}|")
print(f"""{
    value
    :.1f}""")
print(f"{name.upper()}", f"{len(name):03d}", f"{(lambda x: x * 2)(21)}", f"{value if value > 3 else 0:.1f}")

try:
    print(f"{value:{'bad'}}")
except ValueError as e:
    print("ValueError:", e)

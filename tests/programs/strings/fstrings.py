x = 3.14159
n = 42
name = "Ada"
print(f"{x:.2f} {n:>5} {n:<5}| {n:^7}|")
print(f"{name!r} {name!s} {name}")
print(f"{1234567:,} {1234567.891:,.2f} {0.25:%} {0.256:.1%}")
print(f"{x:08.3f} {-x:08.3f} {n:05d} {n:+d} {-n:+d} {n: d}")
print(f"{x:e} {12345.678:.2e} {x:E} {0.0001234:g} {123456789.0:g} {x:g}")
print(f"{n:x} {n:X} {n:o} {n:b} {n:#x} {n:#b} {255:08b}")
w = 10
print(f"[{name:{w}}] [{name:>{w}}] [{x:{w}.{2}f}]")
print(f"{{literal}} {n * 2} {'nested'} {[1, 2][0]} {len(name)}")
print(f"{n=} {x=:.1f}")
print(f"{'left':*<10}|{'right':*>10}|{'mid':*^9}")
print(f"{3.0} {1e20} {1/3} {2.5:.0f} {3.5:.0f} {True} {None}")
print(f"{1.5:10} {'s':10} {7:10}|")

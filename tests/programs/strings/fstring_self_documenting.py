x = 3
name = "tracelab"
items = [1, 2]
print(f"{x=}")
print(f"{x + 1 = }")
print(f"{x=:>5}|")
print(f"{x = !s}")
print(f"{name=}")
print(f"{name = !s:*^12}")
print(f"{items[0]=} {len(items)=}")
print(f"{'quoted'=}")
print(f"{x*2=:08.3f}")
print(f"{x==3=}")
print(f"{x!r} {x=!r}")

# f"{x=}": the text as written, then repr by default; a format spec formats
# the value itself unless a conversion is given.
x, name, pi = 10, "hi", 3.14159
print(f"{x=}", f"{x = }", f"{x =  }|", f"{name=}", f"{name=!s}", f"{name=!r:>8}|")
print(f"{pi=:.2f}", f"{pi = :10.3}|", f"{name=:>6}|", f"{name=!a}")
print(f"{x*2=:05d}", f"{[x, name]=}", f"{x + 1 = }")
width = 7
print(f"{name=:*^{width}}", f"{pi=!s:<{width}}|")

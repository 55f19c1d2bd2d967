# format(), str.format and f-strings with complex numbers.
z = 1 + 2j
specs = ["", ".2f", ">20", "<10", "^14", "*^12", "10", "+", "+.1f", " ", ".2", "#", "#g", "#.3", ".0e",
         "^20.3e", "g", "G", "n", "e", "E", "f", "F", ",", "_", ",.2f"]
for spec in specs:
    print(repr(spec), "->", repr(format(z, spec)))
for w in [2j, -1 - 2j, complex(-0.0, 2), complex(0.0, -0.0), 1.5 + 2j, 1e10 + 2j, 12345.678 + 1j,
          1234567 + 2j, complex(float("nan"), -float("inf")), 1e100j, 1e100 + 1j, 3j]:
    print(repr(w), format(w, ""), format(w, ".3g"), format(w, " "), format(w, "+"), format(w, ","), format(w, "F"),
          format(w, "#"), format(w, "15"))
print("{:>20}|{:<20}|{:^20}".format(z, z, z))
print(f"{z:g} {z:.3f} {z!r} {z!s:>10} {-z} {z * 1j:+.2e}")
print("%s and %r" % (z, -z), "%10s|%-10s|" % (z, z))
print("[{0.real}, {0.imag}]".format(z))

# complex(text): the forms CPython reads, with spaces, parentheses and underscores.
texts = [
    "1+2j", " ( -1.5e3-2j ) ", "3", "-4.5", "2j", "-j", "+j", "j", "J", "1+j", "1-J", "1e5-1e-5j",
    "  (1)  ", "1.", ".5j", "1.e1j", "nan", "-nanj", "infj", "inFinity-NANj", "-inf+infj", "1e400",
    "-1e-400j", "1_000+2_000j", "1_0j", "(0-0j)", "\t7+0j\n", "+1.5", "1.5e-3J", "3+4.0J",
]
for t in texts:
    z = complex(t)
    print(repr(t), "->", z, z.real, z.imag)
print(complex(repr(2.5-1j)) == 2.5-1j, complex(str(-1e100j)))

# == and != with ints, floats and complex numbers, and hashes equal to theirs.
nan = float("nan")
print(1j == 1j, 1 + 0j == 1, 1 + 0j == 1.0, 1j != 1, 1j == "1j", 0j == 0, 0j == False, (1+0j) == True)
print(2 + 0j != 2, 2.5 + 0j == 2.5, complex(nan, 0) == complex(nan, 0), complex(nan, 0) != nan)
print(1 == 1 + 0j, 1.0 != 1 + 0j, [1j, 2] == [1j, 2.0 + 0j], (1, 1j) == (1.0, complex(0, 1)))
print(2 ** 53 + 1 == complex(2 ** 53, 0), 2 ** 53 == complex(2 ** 53, 0))
for z in [0j, 1 + 0j, -1 + 0j, 1.5j, complex(1.5, 2.5), complex(0, -1), complex(-1, 0),
          complex(2 ** 61, 5), complex(1e300, 1e300), complex(float("inf"), 1), complex(-0.0, -0.0), 3 - 4j]:
    print(repr(z), hash(z))
print(hash(1 + 0j) == hash(1), hash(2.5 + 0j) == hash(2.5), hash(complex(-1, 0)) == hash(-1))
print(1j in [1, 2, 1j], 1 + 0j in {1: "one"}, 2 in {2 + 0j}, 1j in {1j: 0}, 1j.__hash__())

print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1 > 0)
print(1 == 1.0, 2 != 2, "a" < "b", "abc" < "abd", [1, 2] < [1, 3], (1, 2) < (1, 2, 0))
one = 1
print(one is one, None is None, [] is [], "x" in "xyz", 3 not in [1, 2])
x = 5
print(0 < x <= 5, x == 5 == 5.0)
print(None == 0, [] == [], {} == {}, {1: 2} == {1: 2}, (1,) == [1])

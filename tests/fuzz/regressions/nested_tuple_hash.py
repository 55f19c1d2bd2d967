# hash() of a deeply nested tuple recurses in hashValue: native stack overflow.
a = ()
for i in range(30000):
    a = (a,)
print(hash(a) != 0)

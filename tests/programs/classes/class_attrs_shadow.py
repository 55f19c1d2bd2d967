class C:
    x = 1
a = C()
b = C()
a.x = 5
print(a.x, b.x, C.x)
C.x = 9
print(a.x, b.x)

def f(x):
    if x > 0:
        if x > 10:
            return "big"
        return "small"
    else:
        return "nonpositive"
for v in [-1, 5, 50]:
    print(f(v))
if True: print("one-liner")
while False: pass
class A: pass
print(A.__name__)
x = 1; y = 2; print(x + y)

# vars(obj) and obj.__dict__ are the instance's own live attribute dict
class Point:
    kind = "point"
    def __init__(self, x, y):
        self.x = x
        self.y = y

p = Point(1, 2)
print(vars(p))
print(p.__dict__)
print(vars(p) is p.__dict__)
d = vars(p)
p.z = 3
print(d)
d["w"] = 4
print(p.w)
p.__dict__["x"] = 10
print(p.x)
del d["y"]
print(hasattr(p, "y"), sorted(p.__dict__))
print(type(p.__dict__).__name__, len(vars(p)))
print("kind" in vars(p), p.kind)

class Empty:
    pass
print(vars(Empty()))
e = Empty()
e.__dict__.update(a=1, b=2)
print(e.a + e.b)

def f():
    pass
f.tag = "hello"
print(vars(f))

for bad in [1, "s", [1, 2], None]:
    try:
        vars(bad)
    except TypeError as err:
        print(type(err).__name__, err)
try:
    vars(p, p)
except TypeError as err:
    print(type(err).__name__, err)

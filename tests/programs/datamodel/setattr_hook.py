class Logged:
    def __setattr__(self, name, value):
        print("set", name, value)
        super().__setattr__(name, value)
class Plain(Logged):
    def __init__(self):
        self.a = 1
p = Plain()
p.b = 2
print(p.a, p.b, vars(p))
class Direct:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)
d = Direct()
d.x = 5
print(d.x)

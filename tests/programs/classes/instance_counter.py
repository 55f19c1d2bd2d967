class Obj:
    created = 0
    def __init__(self, name):
        Obj.created += 1
        self.id = Obj.created
        self.name = name
    def __repr__(self):
        return f"<{self.name}#{self.id}>"
items = [Obj(n) for n in "xyz"]
print(items, Obj.created)

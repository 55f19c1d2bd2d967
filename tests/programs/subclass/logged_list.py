# A list that reports every change, calling the list's own methods to do the work.
class LoggedList(list):
    def __init__(self, items=()):
        super().__init__(items)
        self.log = []

    def append(self, item):
        self.log.append(f"append {item!r}")
        super().append(item)

    def extend(self, items):
        items = list(items)
        self.log.append(f"extend {items!r}")
        list.extend(self, items)

    def __setitem__(self, index, value):
        self.log.append(f"set [{index}] = {value!r}")
        super().__setitem__(index, value)

    def __delitem__(self, index):
        self.log.append(f"del [{index}]")
        super().__delitem__(index)

    def __iadd__(self, other):
        self.log.append(f"+= {other!r}")
        return super().__iadd__(other)


todo = LoggedList(["wash"])
todo.append("cook")
todo.extend(("shop", "read"))
todo[0] = "sleep"
del todo[1]
todo += ["write"]
todo[1:3] = ["x", "y", "z"]
print(todo, type(todo).__name__, len(todo))
for entry in todo.log:
    print(" ", entry)
print(todo.__dict__)

class Label:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return f"<{self}>"


print("start")
print(Label("a"))

class B:
    def __init__(self):
        self.parts = []
    def add(self, p):
        self.parts.append(p)
        return self
    def build(self):
        return "-".join(self.parts)
print(B().add("a").add("b").build())

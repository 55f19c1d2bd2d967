class Acc:
    def __init__(self):
        self.total = 0
    def add(self, v):
        if v < 0:
            raise ValueError(f"negative: {v}")
        self.total += v

a = Acc()
a.add(1)
a.add(-2)

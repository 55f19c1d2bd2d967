class Box:
    def __init__(self, size):
        self.size = int(size)

b = Box("big")

class Node:
    @property
    def size(self):
        return self.size + 1


print("start")
Node().size

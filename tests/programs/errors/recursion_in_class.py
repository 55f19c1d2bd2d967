class Node:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.w

Node(1).get()

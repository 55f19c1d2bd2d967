class Loop:
    def __repr__(self):
        return "Loop(" + repr(self) + ")"


print("start")
print([Loop()])

# An undoable list: each change records how to reverse it.
class History(list):
    def __init__(self, items=()):
        super().__init__(items)
        self._undo = []

    def append(self, item):
        super().append(item)
        self._undo.append(("pop", None))

    def pop(self, index=-1):
        item = super().pop(index)
        position = index if index >= 0 else len(self) + 1 + index
        self._undo.append(("insert", (position, item)))
        return item

    def __setitem__(self, index, value):
        old = self[index]
        super().__setitem__(index, value)
        self._undo.append(("set", (index, old)))

    def undo(self):
        if not self._undo:
            raise LookupError("nothing to undo")
        action, args = self._undo.pop()
        if action == "pop":
            list.pop(self)
        elif action == "insert":
            list.insert(self, *args)
        else:
            list.__setitem__(self, *args)


h = History([1, 2])
h.append(3)
h[0] = 10
print(h, h.pop(0), h)
h.undo(); print(h)
h.undo(); print(h)
h.undo(); print(h)
try:
    h.undo()
except LookupError as e:
    print(type(e).__name__, e)
print(h == [1, 2], len(h), type(h).__name__)

# When weak references die: at the end of a function's frame, on rebinding, when a container lets go.
import weakref


class Session:
    opened = 0

    def __init__(self, user):
        self.user = user
        Session.opened += 1


def log_closed(user):
    print("session closed for", user)


def handle(user):
    s = Session(user)
    weakref.finalize(s, log_closed, user)
    print("handling", user)
    return weakref.ref(s)


r = handle("ann")
print("returned; alive:", r() is not None)

sessions = {name: Session(name) for name in ("bo", "cy")}
refs = {name: weakref.ref(s, lambda ref, name=name: print("dropped", name)) for name, s in sessions.items()}
sessions.pop("bo")
print("popped bo")
sessions["cy"] = Session("cy2")
print("replaced cy")
print(sorted(name for name, ref in refs.items() if ref() is not None), Session.opened)

registry = weakref.WeakValueDictionary()
for user in ("dee", "eve"):
    registry[user] = Session(user)
print("after loop", sorted(registry))
keep = Session("fay")
registry["fay"] = keep
print(sorted(registry), registry["fay"].user)


class Tree:
    def __init__(self, parent=None):
        self.parent = weakref.ref(parent) if parent else None
        self.children = []
        if parent:
            parent.children.append(self)


root = Tree()
leaf = Tree(Tree(root))
print(leaf.parent().parent() is root, len(root.children))
del root
print(leaf.parent())

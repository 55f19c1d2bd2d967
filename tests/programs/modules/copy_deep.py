# copy.copy and copy.deepcopy: shared references, cycles and __copy__/__deepcopy__.
import copy

shared = [1, 2]
outer = {"a": shared, "b": shared, "t": (shared, 3)}
shallow = copy.copy(outer)
deep = copy.deepcopy(outer)
shared.append(3)
print(shallow["a"], deep["a"], deep["a"] is deep["b"], deep["t"][0] is deep["a"])
print(shallow is outer, shallow["a"] is outer["a"])
cycle = [1]
cycle.append(cycle)
cloned = copy.deepcopy(cycle)
print(cloned[1] is cloned, cloned is not cycle, cloned)
t = (1, 2, "x")
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2]))[1] is not [2])


class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __repr__(self):
        return f"Node({self.value}, {self.children})"


tree = Node(1, [Node(2), Node(3)])
twin = copy.deepcopy(tree)
twin.children[0].value = 20
print(tree, twin, copy.copy(tree).children is tree.children)


class Tracked:
    def __init__(self, tag):
        self.tag = tag

    def __copy__(self):
        print("__copy__")
        return Tracked(self.tag + "-copy")

    def __deepcopy__(self, memo):
        print("__deepcopy__", type(memo).__name__)
        return Tracked(self.tag + "-deep")


x = Tracked("t")
print(copy.copy(x).tag, copy.deepcopy([x, x])[1].tag)
s = {1, 2}
fs = frozenset(s)
print(copy.copy(s) == s, copy.copy(s) is s, copy.copy(fs) is fs, copy.deepcopy({"k": {1: [1]}}))

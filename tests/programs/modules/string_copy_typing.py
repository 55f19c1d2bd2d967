import string
import copy
from typing import List, Dict, Optional, Any, Tuple, Callable, TypeVar

print(string.ascii_lowercase, string.ascii_uppercase, string.digits, string.hexdigits, string.octdigits)
print(string.punctuation, repr(string.whitespace), len(string.printable))
print(string.capwords("hello   world  again"), string.capwords("a-b-c", "-"))

x = [[1, 2], {"a": [3]}, (4, [5])]
y = copy.deepcopy(x)
y[0].append(9)
y[2][1].append(6)
print(x, y)
shallow = copy.copy(x)
print(shallow is x, shallow[0] is x[0], copy.copy((1, 2)) == (1, 2))
cyclic = [1]
cyclic.append(cyclic)
clone = copy.deepcopy(cyclic)
print(clone[1] is clone, clone[1] is cyclic)

class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
root = Node(1)
root.children.append(Node(2))
dup = copy.deepcopy(root)
dup.children[0].v = 20
print(root.children[0].v, dup.children[0].v, type(dup).__name__)

class Custom:
    def __init__(self):
        self.log = []
    def __copy__(self):
        print("custom copy")
        return "copied"
print(copy.copy(Custom()))

T = TypeVar("T")
def first(items: List[T], default: Optional[T] = None) -> Optional[T]:
    return items[0] if items else default
Pair = Tuple[int, str]
print(first([3, 4]), first([], "none"), List[int], Dict[str, Any], Optional[int] == Optional[int], T)
handler: Callable[[int], str] = str
print(handler(5))

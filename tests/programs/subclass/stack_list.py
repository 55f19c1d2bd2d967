# A stack built on list: extra methods over the list's own, and everything a
# list does (printing, comparison, slicing, iteration, json) still works.
import json


class Stack(list):
    def push(self, item):
        self.append(item)

    def peek(self):
        if not self:
            raise IndexError("peek from empty stack")
        return self[-1]

    def size(self):
        return len(self)

    def is_empty(self):
        return len(self) == 0


s = Stack()
for word in ["alpha", "beta", "gamma"]:
    s.push(word)
print(s, s.peek(), s.size(), s.is_empty())
print(isinstance(s, list), isinstance(s, Stack), type(s).__name__, type(s) is list)
print(s == ["alpha", "beta", "gamma"], s != ["alpha"], s[1:], type(s[1:]).__name__)
print(s + ["delta"], type(s + ["delta"]).__name__, s * 2 == list(s) * 2)
print([w.upper() for w in s], sorted(s, reverse=True), list(reversed(s)))
print(json.dumps(s), json.dumps({"stack": s}))
print(s.pop(), s.pop(), s, len(s), bool(s))
s.pop()
print(s.is_empty(), bool(s), s)
try:
    s.peek()
except IndexError as e:
    print(type(e).__name__, e)
try:
    s.pop()
except IndexError as e:
    print(type(e).__name__, e)


def longest(stack: Stack[str]) -> str:
    return max(stack, key=len)


print(longest(Stack(["a", "ccc", "bb"])), longest.__annotations__["return"])
numbers = Stack([3, 1, 2])
numbers.sort()
print(numbers, type(numbers).__name__, sum(numbers), max(numbers), numbers.index(2), numbers.count(3))

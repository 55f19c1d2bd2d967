# A built-in type's method applies only to objects of that type (or a
# subclass): CPython's TypeErrors when it is called on anything else, and the
# AttrDict idiom that borrows dict's methods for attribute access.
class Borrower:
    push = list.append
    text = str.__str__


class AttrDict(dict):
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__
    __delattr__ = dict.__delitem__


class Stack(list):
    def append(self, item):
        list.append(self, item)  # the list's own method on the subclass
        return self


attempts = [
    "list.index('abc', 'b')", "Borrower().push(1)", "Borrower().text()", "str.__str__(5)",
    "list.__len__('ab')", "set.union(frozenset({1}), {2})", "dict.get([1], 0)", "int.bit_length(2.5)",
    "tuple.__add__([1], (2,))", "list.append()",
]
for code in attempts:
    try:
        print(eval(code))
    except TypeError as e:
        print(type(e).__name__, e)
config = AttrDict(debug=True)
config.level = 3
print(config.debug, config.level, config)
del config.debug
print(config, Stack().append(1).append(2), list.__len__(Stack([1, 2, 3])))
try:
    config.missing
except KeyError as e:
    print(type(e).__name__, e)

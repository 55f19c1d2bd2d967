# with on objects that are not context managers: CPython's TypeError texts.
try:
    with 5:
        pass
except TypeError as e:
    print(e)
class OnlyEnter:
    def __enter__(self):
        return self
try:
    with OnlyEnter():
        pass
except TypeError as e:
    print(e)
try:
    with open  as f:
        pass
except TypeError as e:
    print(e)
try:
    set().pop()
except KeyError as e:
    print(repr(e), e)
print(hash(""), hash("") == hash(b""))

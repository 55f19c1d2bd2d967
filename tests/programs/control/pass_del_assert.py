def todo():
    pass
print(todo())
x = 5
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
assert 1 + 1 == 2
assert True, "not shown"
try:
    assert 1 > 2, "one is not greater"
except AssertionError as e:
    print("caught", e)
try:
    assert False
except AssertionError as e:
    print("empty", repr(e))
lst = [1, 2, 3]
del lst[0], lst[-1]
print(lst)

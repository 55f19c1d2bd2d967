# A missing comma between dict items: CPython's hint, marked from the
# value before the gap to the item after it.
prices = {"apple": 1.25 "pear": 2.5}
print(prices)

# A list that only holds numbers: the checks run in the overridden methods,
# the storage is the list's own.
class NumberList(list):
    def __init__(self, items=()):
        super().__init__()
        for item in items:
            self.append(item)

    @staticmethod
    def _check(item):
        if not isinstance(item, (int, float)) or isinstance(item, bool):
            raise TypeError(f"expected a number, got {type(item).__name__}")
        return item

    def append(self, item):
        super().append(self._check(item))

    def insert(self, index, item):
        super().insert(index, self._check(item))

    def __setitem__(self, index, item):
        super().__setitem__(index, self._check(item))

    def mean(self):
        return sum(self) / len(self) if self else 0.0


values = NumberList([3, 4.5, 10])
values.append(2)
values.insert(0, 1)
values[-1] = 7
print(values, values.mean(), len(values))
for bad in ["3", None, True, [1]]:
    try:
        values.append(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    NumberList([1, "two"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    values[0] = "x"
except TypeError as e:
    print(type(e).__name__, e)
print(values, NumberList().mean(), isinstance(values, list))

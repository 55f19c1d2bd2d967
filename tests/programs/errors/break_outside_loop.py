# A break left behind after a loop was removed: CPython reports it before running anything.
print("never printed")
values = [3, 1, 2]
if values:
    break

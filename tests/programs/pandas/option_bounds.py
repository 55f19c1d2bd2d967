# Display options are validated as pandas validates them and take ints of any
# size; Series.round reads decimals as a C int (OverflowError past it) and
# rounds int64 columns to tens, hundreds, ... through float64 as NumPy does.
import pandas as pd

s = pd.Series([1.23456, 250.0, -7.5])
for name in ["display.max_rows", "display.max_columns", "display.precision",
             "display.width", "display.max_colwidth", "display.min_rows"]:
    for value in [-1, 1.5, "3", 2**64, None, True][name == "display.max_colwidth":]:  # pandas warns on -1 there
        try:
            pd.set_option(name, value)
            print(name, repr(value), "->", pd.get_option(name))
        except ValueError as e:
            print(name, repr(value), "ValueError", e)
    pd.reset_option(name)
    print(name, "reset", pd.get_option(name))

pd.set_option("display.max_rows", 2**64)
print(pd.Series(range(70)).tail(3))
print(len(repr(pd.Series(range(70))).splitlines()))
pd.reset_option("display.max_rows")
print(len(repr(pd.Series(range(70))).splitlines()))

for precision in [2**31, 2**64, 600, 3]:
    pd.set_option("display.precision", precision)
    try:
        text = repr(s)
        print(text if len(text) < 200 else (len(text), text.splitlines()[0][:40], text.splitlines()[0][-20:]))
    except ValueError as e:
        print("precision", precision, "ValueError", e)
pd.reset_option("display.precision")

ints = pd.Series([5, 7, 15, 25, -35, 149])
for d in [2, 0, -1, -2, -308]:
    print(d, s.round(d).tolist(), ints.round(d).tolist())
empty = pd.Series([], dtype="float64")  # NumPy warns of the NaN a huge d makes of a value
for d in [2**31 - 1, 2**31, -2**31 - 1, 2**63 - 1, 2**63, -2**64]:
    try:
        print(d, empty.round(d).tolist(), ints.round(d).tolist() if d > 0 else "")
    except OverflowError as e:
        print(d, "OverflowError", e)
try:
    s.round(1.5)
except TypeError as e:
    print("TypeError", e)
print(pd.DataFrame({"a": [1.25, 2.5], "n": [149, 151]}).round(-2))

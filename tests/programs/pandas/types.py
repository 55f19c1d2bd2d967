# The pandas classes: constructors, isinstance, type names, and the errors
# for a missing column or label.
import pandas as pd

df = pd.DataFrame({"a": [1.0, 2.0], "b": [3, 4]})
s = df["a"]
print(type(df).__name__, type(s).__name__, isinstance(df, pd.DataFrame), isinstance(s, pd.Series))
print(isinstance(s, pd.DataFrame), isinstance(df.columns, pd.Index), isinstance(df.index, pd.RangeIndex))
print(pd.Series([1.5, None, 3.0], name="gaps"))
print(pd.DataFrame([[1, 2.5], [3, 4.5]], columns=["p", "q"]))
print(pd.DataFrame())
print(pd.Series([], dtype="float64"))
try:
    df["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    s[5]
except KeyError as e:
    print("KeyError", e)
try:
    df["c"] = [1, 2, 3]
except ValueError as e:
    print("ValueError", e)
try:
    if s > 1:
        pass
except ValueError as e:
    print("ValueError", e)
df["c"] = 7
df["d"] = "x"
print(df)
print(df.dtypes if False else df["d"])

# int64 columns hold their values exactly (a float64 holds only 53 bits):
# construction, printing, tolist, arithmetic that wraps as NumPy's, floor
# division and modulo by zero (float64 inf / NaN), comparisons past 2**53,
# exact sum/min/max, cell assignment, and bool columns' own arithmetic.
import pandas as pd
import numpy as np

big = 2**53 + 1
s = pd.Series([big, 2**63 - 1, -2**63, 7])
print(s)
print(s.tolist(), s.dtype)
print(s[0] == big, s.max(), s.min(), s.iloc[1])
print((s + 1).tolist())
print((s - 1).tolist())
print((s * 2).tolist())
print((s // 3).tolist(), (s % 3).tolist())
print((s // -1).tolist())
print((-7 // pd.Series([2, -2])).tolist(), (-7 % pd.Series([2, -2])).tolist())
print((s / 2).tolist())
print((pd.Series([4, 2]) // pd.Series([2, 0])).tolist())
print((pd.Series([1, 2, 0]) // 0).tolist(), (pd.Series([1, 2]) % 0).tolist())
print((pd.Series([3, 2]) ** 2).tolist(), (pd.Series([3, 2]) ** 63).tolist())
try:
    pd.Series([2, 3]) ** -1
except ValueError as e:
    print("ValueError", e)
print((s == 2**53).tolist(), (s > 2**53).tolist())
print((pd.Series([big]) > pd.Series([2**53])).tolist())
print(pd.Series([2**62, 2**62]).sum(), pd.Series([big, 1]).sum())
print(pd.Series([big, 1]).mean())
print(pd.Series([-2**63, -5]).abs().tolist())
print(pd.Series([big, 3, big]).value_counts())
print(pd.Series([big, 1, big - 2]).sort_values().tolist())
print(s.to_numpy().tolist(), s.to_numpy().dtype)
print(pd.Series(np.array([big, 1])).tolist())
df = pd.DataFrame({"a": [big, 1], "b": [2**62, 3]})
print(df)
print(df.sum().tolist(), df.max().tolist())
print(df.iloc[0].tolist())
print(df.to_numpy().tolist())
t = pd.Series([1, 2, 3])
t[1] = big
print(t.tolist(), t.dtype)
t[2] = 7.0
print(t.tolist(), t.dtype)
t[0] = 0.5
print(t.tolist(), t.dtype)
print(pd.Series([1, 2], index=[big, 2**62]).index.tolist())

a = pd.Series([True, False])
b = pd.Series([True, True])
print((a + b).tolist(), (a * b).tolist(), (a + 1).tolist(), (a + True).tolist())
for op in ("-", "/", "//", "**"):
    try:
        eval("a " + op + " b")
    except (TypeError, NotImplementedError) as e:
        print(type(e).__name__, e)


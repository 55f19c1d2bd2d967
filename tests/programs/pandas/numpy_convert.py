# Series and DataFrames become NumPy arrays: a Series 1-D, a frame 2-D
# (float64 when any column is float, int64 when all are int).
import numpy as np
import pandas as pd

df = pd.DataFrame({"x": [0.5, 1.5, 2.5, 3.5], "n": [1, 2, 3, 4]})
a = np.array(df["x"])
print(a, a.shape, a.dtype)
b = np.asarray(df)
print(b)
print(b.shape, b.dtype)
ints = pd.DataFrame({"p": [1, 2], "q": [3, 4]})
print(np.array(ints), np.array(ints).dtype)
print(np.array(df["n"]) * 2)
print(df["x"].to_numpy() + np.array([1.0, 1.0, 1.0, 1.0]))
print(np.mean(df["x"]), np.sum(np.array(df["n"])))
print(df.values[1])

# Missing values: isna/notna, fillna, dropna, and counting them per column.
import pandas as pd

df = pd.DataFrame({
    "a": [1.0, None, 3.0, None, 5.0],
    "b": [0.5, 1.5, None, 3.5, 4.5],
    "n": [1, 2, 3, 4, 5],
})
print(df)
print(df.isna())
print(df.isna().sum())
print(df["a"].notna())
print(df["a"].isnull().sum(), df["b"].count())
print(df.fillna(0))
print(df["a"].fillna(-1.5))
print(df.dropna())
print(df["b"].dropna())
print(df["a"].mean(), df["a"].sum(), df["a"].min())
print(df[df["a"].notna()])

# read_csv keeps integer columns exact as int64 (a float64 holds only 53
# bits); integers beyond int64 make the column text (object); a column
# mixing integers and decimals is float64.
import pandas as pd

df = pd.read_csv("big_ints.csv")
print(df)
print(df.dtypes)
print(df["exact"].tolist(), df["wide"].tolist(), df["mixed"].tolist())
print(df["exact"].sum(), df["exact"].max(), df["small"].min())
print(df["exact"] - 1)
print(df.sort_values("exact"))
print(df.iloc[2]["exact"], df.at[0, "exact"])
print(df[["exact", "small"]].to_numpy().tolist())

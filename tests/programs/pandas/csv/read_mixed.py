# read_csv types: integer columns are int64, a missing value makes float64,
# text stays object; NaN prints as NaN and is skipped by the reductions.
import pandas as pd

df = pd.read_csv("mixed.csv")
print(df)
print(df["year"])
print(df["visitors"])
print(df["rating"].mean(), df["visitors"].count(), df["year"].sum())
print(df.describe())
print(df["city"][1], df["year"][4] + 1)
print(df[df["year"] > 2020]["city"])

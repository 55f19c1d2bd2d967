# iloc / loc basics, column subsets and row masks.
import pandas as pd

df = pd.DataFrame({
    "name": ["ant", "bee", "cat", "dog", "eel", "fox"],
    "legs": [6, 6, 4, 4, 0, 4],
    "weight": [0.001, 0.0001, 4.5, 20.0, 1.2, 6.8],
})
print(df)
print(df[["legs", "weight"]])
print(df.iloc[2])
print(df.iloc[1:3])
print(df.iloc[0, 2], df.iloc[-1, 0])
print(df.loc[3])
print(df.loc[1:3])
print(df.loc[2, "name"])
print(df["legs"].iloc[0], df["weight"].loc[4])
print(df[df["legs"] == 4])
print(df[df["weight"] > 1.0]["name"])
print(df["name"])
print(df["name"][2])
print(df.legs.sum(), df.weight.max())
print(df.describe())

# sort_values, apply, round and drop(columns=...).
import pandas as pd

df = pd.DataFrame({
    "city": ["Lisbon", "Porto", "Faro", "Braga", "Evora"],
    "visitors": [1200.0, 355.5, 860.25, 455.125, 97.0],
    "rank": [3, 1, 5, 2, 4],
})
print(df.sort_values("visitors"))
print(df.sort_values(by="rank", ascending=False))
print(df["visitors"].sort_values())
print(df["city"].sort_values(ascending=False))
print(df["visitors"].apply(lambda v: v / 100))
print(df["rank"].apply(lambda r: r * r))
print(df["visitors"].round(1))
print(df.round())
print(df.drop(columns=["rank"]))
print(df.drop("city", axis=1).columns)
colors = pd.Series(["red", "blue", "red", "green", "blue", "red", "teal"], name="color")
print(colors.value_counts())
print(pd.Series([3, 1, 3, 2, 2, 7, 1, 1]).value_counts())
print(colors.value_counts()["red"])

# Series: arithmetic with scalars and Series, comparisons, new columns,
# in-place column arithmetic, positional slices and label indexing.
import pandas as pd

df = pd.DataFrame({
    "rooms": [float(100 + (i * 71) % 400) for i in range(30)],
    "people": [float(50 + (i * 29) % 300) for i in range(30)],
    "value": [float(150000 + (i * 7919) % 350000) for i in range(30)],
})
df["value"] /= 1000.0
df["rooms_per_person"] = df["rooms"] / df["people"]
df["double"] = df.rooms * 2
df["shifted"] = 1 - df["people"] / 100
print(df.head())
s = df["rooms_per_person"]
print(s)
print(s + 1)
print(s ** 2)
print(-df["people"].head(3))
print((df["rooms"] > 300).head(4))
print(df["rooms"][10:15])
print(df["value"][5], df["value"][29])
tail = df["value"][20:25]
print(tail[21], tail[24])
print(len(tail), tail.shape)
print(df["people"].min(), df["people"].max(), df["people"].mean())
print(df["people"].std(), df["people"].sum(), df["people"].count())
print(df["value"].to_numpy()[:3])
print(list(df["rooms"].head(4)))
print(df["rooms"].tolist()[:5])
print(df["value"].values[:2])
total = 0.0
for v in df["people"][:5]:
    total += v
print(total)
ints = pd.Series([3, 1, 4, 1, 5], name="digits")
print(ints)
print(ints * 2, ints / 2, ints.sum(), ints.mean())
print(pd.Series([1.5, 2.5], index=[10, 20]))
print(df[df["rooms"] > 400])

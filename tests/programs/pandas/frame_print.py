# DataFrame from a dict of lists: printing, head/tail, shape, columns, index,
# row truncation beyond display.max_rows and column truncation at 80 columns.
import pandas as pd

rows = 23
data = {
    "alpha": [((i * 37) % 101) / 7.0 for i in range(rows)],
    "count": [(i * 13) % 17 for i in range(rows)],
    "beta": [((i * 53) % 97) * 1000.5 - 20000 for i in range(rows)],
    "flag": [i % 3 == 0 for i in range(rows)],
}
df = pd.DataFrame(data)
print(df.head())
print(df.tail(3))
print(df.head(n=2))
print(df.shape, len(df))
print(df.columns)
print(df.index)
print(df)
pd.options.display.max_rows = 6
print(df)
print(pd.get_option("display.max_rows"), pd.options.display.max_rows)
pd.options.display.max_rows = 60

wide = pd.DataFrame({"column_number_%d" % k: [k * 1.5 + i / 4.0 for i in range(4)] for k in range(9)})
print(wide)
print(wide.columns)
small = pd.DataFrame({"x": [1.0, 2.5, 3.25], "y": [10, 20, 30]})
print(small)
print(small.values)
print(small.to_numpy())
print(pd.DataFrame({"tiny": [0.0000001, 1.0], "big": [12345678.9, 1.0]}))

# describe() and corr() as pandas computes them; head/describe together.
import pandas as pd

n = 57
df = pd.DataFrame({
    "a": [((i * 31) % 53) / 3.0 for i in range(n)],
    "b": [((i * 17) % 29) * 2.5 + i for i in range(n)],
    "c": [float((i * i) % 41) for i in range(n)],
    "k": [i % 7 for i in range(n)],
})
print(df.describe())
print(df.corr())
print(df["b"].describe())
print(df.mean())
print(df.max())
print(df.count())
pd.options.display.float_format = "{:.3f}".format
print(df.describe())
print(df.corr()["a"])

# DataFrame.sample picks the rows pandas picks: random_state seeds NumPy's
# RandomState; without it pandas draws from numpy's global generator.
import numpy as np
import pandas as pd

df = pd.DataFrame({
    "x": [i * 1.5 for i in range(40)],
    "y": [(i * 7) % 11 for i in range(40)],
})
print(df.sample(n=5, random_state=1))
print(df.sample(frac=0.1, random_state=42))
print(df.sample(n=3, random_state=0)["x"])
print(df["x"].sample(n=4, random_state=7))
print(df.sample(n=4, replace=True, random_state=3))
np.random.seed(5)
print(df.sample(n=3))
print(df.sample(n=2))
print(df.sample(n=200, replace=True, random_state=9)["y"].sum())

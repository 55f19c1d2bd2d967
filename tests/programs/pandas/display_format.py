# display.float_format as a callable and display.max_rows truncation of
# frames and series, with pandas' "..." rows and the Length footer.
import pandas as pd

pd.options.display.max_rows = 10
pd.options.display.float_format = "{:.1f}".format
df = pd.DataFrame({
    "longitude": [-114.31 - (i * 0.37) % 10 for i in range(40)],
    "latitude": [34.19 + (i * 0.53) % 8 for i in range(40)],
    "median_income": [1.5 + (i * 0.77) % 9 for i in range(40)],
    "median_house_value": [66900.0 + (i * 12345.0) % 433000 for i in range(40)],
})
df["median_house_value"] /= 1000.0
print(df.head())
print(df)
print(df["median_income"])
print(df["median_income"][10:15])
print(df.describe())
pd.options.display.float_format = None
print(df.head(3))
print(df["latitude"].head(12))
pd.options.display.max_rows = 5
print(df["latitude"])

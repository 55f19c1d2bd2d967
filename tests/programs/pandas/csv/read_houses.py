# read_csv on a file beside the program (quoted header, six decimals), then
# the course's steps: scale the label, look, add a feature, sample, correlate.
import pandas as pd

pd.options.display.max_rows = 10
pd.options.display.float_format = "{:.1f}".format
df = pd.read_csv("houses.csv")
df["median_house_value"] /= 1000.0
print(df.head())
print(df.describe())
print(df.shape, len(df))
df["rooms_per_person"] = df["total_rooms"] / df["population"]
print(df["rooms_per_person"])
print(df.corr()["median_house_value"])
print(df.sample(n=4, random_state=11))
batch = df["median_income"][3:8]
print(batch)
for i in range(3):
    print("%5.1f %6.0f" % (df["median_income"][3 + i], df["median_house_value"][3 + i]))
pd.options.display.float_format = None
print(df.tail(3))
print(df["median_income"].max(), df["median_income"].min())

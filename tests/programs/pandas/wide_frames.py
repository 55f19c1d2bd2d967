# display.max_columns: None shows every column, wrapping blocks at 80
# characters with a trailing backslash; a number keeps that many columns.
import pandas as pd

wide = pd.DataFrame({"measurement_%d" % k: [k * 1000.25 + i / 8.0 for i in range(14)] for k in range(11)})
pd.options.display.max_columns = None
print(wide.head())
pd.options.display.max_rows = 7
print(wide)
pd.options.display.max_columns = 4
print(wide.head(3))
pd.options.display.max_columns = 1
print(wide.head(2))
pd.options.display.max_columns = 0
print(wide.head(2))
pd.reset_option("display.max_rows")
print(pd.get_option("display.max_rows"), pd.get_option("display.max_columns"))

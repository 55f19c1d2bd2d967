# read_csv of an in-memory buffer (io.StringIO): any object with read() is read
# as CSV text; other objects are refused with pandas' error.
import io

import pandas as pd

df = pd.read_csv(io.StringIO("x,y,name\n1,2.5,a\n3,4,b\n"))
print(df)
print(df.dtypes)
try:
    pd.read_csv(3)
except ValueError as e:
    print("ValueError", e)

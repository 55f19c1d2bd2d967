# The shape of MLCC's pandas UltraQuick Tutorial: frames from NumPy arrays,
# new columns, row slices, df.at assignment, references and copies.
import numpy as np
import pandas as pd
my_data = np.array([[0, 3], [10, 7], [20, 9], [30, 14], [40, 15]])
my_column_names = ['temperature', 'activity']
my_dataframe = pd.DataFrame(data=my_data, columns=my_column_names)
print(my_dataframe)
my_dataframe["adjusted"] = my_dataframe["activity"] + 2
print(my_dataframe)
print("Rows #0, #1, and #2:")
print(my_dataframe.head(3), '\n')
print("Row #2:")
print(my_dataframe.iloc[[2]], '\n')
print("Rows #1, #2, and #3:")
print(my_dataframe[1:4], '\n')
print("Column 'temperature':")
print(my_dataframe['temperature'])
np.random.seed(1)
my_data = np.random.randint(low=0, high=101, size=(3, 4))
df = pd.DataFrame(data=my_data, columns=["Eleanor", "Chidi", "Tahani", "Jason"])
print(df)
print(df['Eleanor'][1])
df['Janet'] = df['Tahani'] + df['Jason']
print(df)
reference_to_df = df
print("  Starting value of df: %d" % df['Jason'][1])
df.at[1, 'Jason'] = df['Jason'][1] + 5
print("  Updated df: %d" % df['Jason'][1])
print("  Updated reference_to_df: %d\n\n" % reference_to_df['Jason'][1])
copy_of_my_dataframe = df.copy()
df.at[1, 'Jason'] = df['Jason'][1] + 3
print(df['Jason'][1], copy_of_my_dataframe['Jason'][1])
df.iat[0, 1] = 11
df.loc[2, "Eleanor"] = 2.5
print(df)
print(df.at[2, "Eleanor"], df.iat[0, 1], df["Chidi"].at[0])

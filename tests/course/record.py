# Records what pandas prints for the data part of the course program
# (../shared/reference/mlcc_linear_regression.py, from its first line through
# `print(training_df.describe())`), run on the real CSV with CPython and pandas:
#   /usr/bin/python3 tests/course/record.py ../shared/data/california_housing_train.csv
# writes tests/course/real_data_part.out. Never edit that file by hand.
import contextlib
import io
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
program = os.path.join(here, "..", "..", "..", "shared", "reference", "mlcc_linear_regression.py")
csv_path = os.path.abspath(sys.argv[1])

lines = []
for line in open(program).read().splitlines():
    if line.startswith(("import tensorflow", "from matplotlib")):
        continue
    lines.append(line)
    if line.startswith("print(training_df.describe())"):
        break
source = "\n".join(lines) + "\n"

os.chdir(os.path.dirname(csv_path))
out = io.StringIO()
with contextlib.redirect_stdout(out):
    exec(compile(source, "main.py", "exec"), {"__name__": "__main__"})
with open(os.path.join(here, "real_data_part.out"), "w") as f:
    f.write(out.getvalue())

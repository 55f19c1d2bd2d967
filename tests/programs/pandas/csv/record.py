#!/usr/bin/env python3
"""Records the expected output of the programs here that read CSV files.

tests/programs/record.py copies only the program into its temporary folder;
these programs also need the CSV files beside them, so this copies the whole
folder, runs each `<name>.py` as main.py with Debian's python3 (pandas 1.5.3)
and writes `<name>.out` (and `<name>.err` when it writes to stderr).
tests/node/pandas_csv.test.mjs runs them through the CLI and run_program.
Usage: /usr/bin/python3 tests/programs/pandas/csv/record.py
"""
import os
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def record(name):
    with tempfile.TemporaryDirectory() as tmp:
        for f in os.listdir(HERE):
            if f.endswith(".csv"):
                shutil.copy(os.path.join(HERE, f), tmp)
        shutil.copy(os.path.join(HERE, name), os.path.join(tmp, "main.py"))
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1")
        proc = subprocess.run(["/usr/bin/python3", "main.py"], cwd=tmp, capture_output=True, env=env, timeout=120)
    base = os.path.join(HERE, name[:-3])
    with open(base + ".out", "wb") as f:
        f.write(proc.stdout)
    if proc.stderr:
        with open(base + ".err", "wb") as f:
            f.write(proc.stderr)
    elif os.path.exists(base + ".err"):
        os.remove(base + ".err")


def main():
    names = sorted(n for n in os.listdir(HERE) if n.endswith(".py") and n != "record.py")
    for name in names:
        record(name)
    print(f"recorded {len(names)} programs")


if __name__ == "__main__":
    main()

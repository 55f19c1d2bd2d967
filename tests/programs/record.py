#!/usr/bin/env python3
"""Re-records the expected output of every golden program from CPython.

For each tests/programs/<feature>/<name>.py this runs `python3 main.py` in a
temporary directory (so tracebacks say File "main.py") and writes
<name>.out (stdout) and, when the program writes to stderr, <name>.err; the
programs of STATUS_FOLDERS (and any that exits with a status other than 0 or 1)
also get <name>.status, the exit status.
Usage: python3 tests/programs/record.py [substring-filter]
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# tensorflow/ holds outputs from TensorFlow's documentation (no TensorFlow here to
# record from); numpy/ and pandas/ are recorded with Debian's python3, which has NumPy and pandas.
DOCUMENTED = {"tensorflow"}
INTERPRETER = {"numpy": "/usr/bin/python3", "pandas": "/usr/bin/python3"}
# sys/ ends programs with SystemExit: the exit status is part of what they pin.
STATUS_FOLDERS = {"sys"}


def programs(filter_text):
    for folder in sorted(os.listdir(HERE)):
        path = os.path.join(HERE, folder)
        if not os.path.isdir(path) or folder in DOCUMENTED:
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".py") and filter_text in os.path.join(folder, name):
                yield os.path.join(path, name)


def record(py_file):
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(py_file, os.path.join(tmp, "main.py"))
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1")
        folder = os.path.basename(os.path.dirname(py_file))
        python = INTERPRETER.get(folder, sys.executable)
        proc = subprocess.run([python, "main.py"], cwd=tmp, capture_output=True, env=env, timeout=60)
        # SyntaxErrors and the traceback module name the absolute path; the
        # engine runs the program as "main.py".
        stdout, stderr = (text.replace((os.path.realpath(tmp) + "/main.py").encode(), b"main.py")
                          .replace((tmp + "/main.py").encode(), b"main.py") for text in (proc.stdout, proc.stderr))
    base = py_file[:-3]
    with open(base + ".out", "wb") as f:
        f.write(stdout)
    err_path = base + ".err"
    if stderr:
        with open(err_path, "wb") as f:
            f.write(stderr)
    elif os.path.exists(err_path):
        os.remove(err_path)
    status_path = base + ".status"
    if folder in STATUS_FOLDERS or proc.returncode not in (0, 1):
        with open(status_path, "w") as f:
            f.write(f"{proc.returncode}\n")
    elif os.path.exists(status_path):
        os.remove(status_path)
    return proc.returncode


def main():
    if sys.version_info[:2] != (3, 11):
        print("warning: expected outputs come from CPython 3.11, this is", sys.version.split()[0])
    count = 0
    for py_file in programs(sys.argv[1] if len(sys.argv) > 1 else ""):
        record(py_file)
        count += 1
    print(f"recorded {count} programs")


if __name__ == "__main__":
    main()

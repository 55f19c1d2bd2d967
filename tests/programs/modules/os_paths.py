# os: os.environ as a dict of str (as programs set TF_CPP_MIN_LOG_LEVEL),
# getenv, os.path's POSIX path arithmetic, and the errors of a missing path.
import os
import os.path
from os import path as p
from os.path import join, exists

os.environ["TF_CPP_MIN_LOG_LEVEL"] = "2"
print(os.environ["TF_CPP_MIN_LOG_LEVEL"], os.getenv("TF_CPP_MIN_LOG_LEVEL"), os.getenv("TRACELAB_NOPE", "dflt"))
print("TF_CPP_MIN_LOG_LEVEL" in os.environ, os.environ.get("TRACELAB_NOPE"))
for key, value in [("X", 1), (2, "y")]:
    try:
        os.environ[key] = value
    except TypeError as e:
        print("TypeError", e)
print(os.path.join("a", "b", "c.csv"), join("/x", "/y"), join("a/", "b"), join("", "b"))
print(os.path.basename("/a/b.txt"), os.path.dirname("/a/b.txt"), os.path.dirname("b.txt"), os.path.basename("a/"))
print(os.path.splitext("model.weights.h5"), os.path.splitext(".bashrc"), os.path.splitext("a.b/c"))
print(os.path.split("a/b/"), os.path.split("/a"), os.path.split("//a//b"), os.path.split(""))
print(os.path.normpath("a//b/../c/."), os.path.normpath("/../x"), os.path.normpath(""), os.path.normpath("//a"))
print(os.path.isabs("/a"), os.path.isabs("a"), os.path.isabs(os.getcwd()), os.path.abspath("/a/./b/.."))
print(exists("tracelab_missing.csv"), os.path.isfile("tracelab_missing.csv"), os.path.isdir("tracelab_missing"))
print(os.path.isdir("/"), os.path.abspath("x.csv") == os.path.join(os.getcwd(), "x.csv"))
try:
    os.listdir("tracelab_missing")
except FileNotFoundError as e:
    print("FileNotFoundError", e, e.errno, e.filename)
try:
    os.path.getsize("tracelab_missing.csv")
except OSError as e:
    print(type(e).__name__, e)
try:
    os.path.join("a", 3)
except TypeError as e:
    print("TypeError", e)
print(os.sep, os.name, p is os.path, os.path.sep, os.curdir, os.pardir, repr(os.linesep))

# __import__ and importlib.import_module: what each returns, and their errors.
import sys
import importlib

m = __import__("math")
print(m is sys.modules["math"], m.sqrt(16))
top = __import__("collections.abc")
print(top.__name__)
sub = __import__("collections.abc", fromlist=["Mapping"])
print(sub.__name__, sub.Mapping.__name__)
print(__import__("os.path", globals(), locals(), ["join"], 0).__name__)
print(__import__("os", fromlist=["path", "no_such_submodule"]).__name__)

for args in [(), (1,), ("",), ("nosuchmodule",), ("math", None, None, (), -1), ("x", None, None, (), 1), ("x", globals(), None, (), 2)]:
    try:
        __import__(*args)
    except Exception as e:
        print(type(e).__name__, e)

j = importlib.import_module("json")
print(j.dumps([1, 2]), j is sys.modules["json"])
print(importlib.import_module("collections.abc").__name__)
print(importlib.import_module(".abc", package="collections").__name__)
print(importlib.import_module("..abc", package="collections.x").__name__)
for name, package in [("nosuch", None), (".abc", None), ("..abc", "collections"), ("", None), (5, None)]:
    try:
        importlib.import_module(name, package)
    except Exception as e:
        print(type(e).__name__, e)
try:
    importlib.import_module("nosuch.sub")
except ModuleNotFoundError as e:
    print(e.name, e)

print(importlib.invalidate_caches())
json = importlib.import_module("json")
json.extra = 1
again = importlib.reload(json)
print(again is json, json.dumps({"a": 1}))
for bad in [5, None]:
    try:
        importlib.reload(bad)
    except TypeError as e:
        print(e)

import importlib.util
print(importlib.util.find_spec("nosuchmodule"))
print(importlib.util.find_spec("math").name)

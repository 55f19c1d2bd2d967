# json's classes report the modules CPython defines them in.
import json
for cls in (json.JSONDecodeError, json.JSONDecoder, json.JSONEncoder):
    print(cls.__module__, cls.__qualname__, repr(cls))
try:
    json.loads("[1, 2")
except ValueError as e:
    print(type(e).__module__, type(e).__name__, e)

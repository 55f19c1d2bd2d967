# Settings with defaults: __init__ takes *args and **kwargs through to dict,
# then fills in what is missing.
import json


class Settings(dict):
    DEFAULTS = {"theme": "light", "size": 12}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for key, value in self.DEFAULTS.items():
            self.setdefault(key, value)

    def describe(self):
        return ", ".join(f"{k}={v}" for k, v in sorted(self.items()))


print(Settings())
print(Settings({"size": 14}))
print(Settings([("theme", "dark")], lang="en"))
s = Settings(size=10)
print(s.describe(), json.dumps(s, sort_keys=True), isinstance(s, dict))
try:
    Settings(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Settings([1, 2])
except TypeError as e:
    print(type(e).__name__, e)

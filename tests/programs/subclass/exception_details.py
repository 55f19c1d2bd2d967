# Exceptions that carry data: KeyError and OSError-style subclasses, a
# __str__ override, errors raised from methods of built-in subclasses.
class MissingSetting(KeyError):
    def __init__(self, name):
        super().__init__(name)
        self.name = name


class HTTPError(Exception):
    def __init__(self, status, reason=""):
        self.status = status
        self.reason = reason
        super().__init__(status, reason)

    def __str__(self):
        return f"{self.status} {self.reason}".strip()


class Settings(dict):
    def __missing__(self, key):
        raise MissingSetting(key)


settings = Settings(debug=True)
try:
    settings["timeout"]
except KeyError as e:
    print(type(e).__name__, e, repr(e), e.name, e.args)
for status, reason in [(404, "Not Found"), (500, "")]:
    try:
        raise HTTPError(status, reason)
    except HTTPError as e:
        print(type(e).__name__, e, e.args, e.status, repr(e))
errors = []
for value in ["12", "x", None]:
    try:
        int(value)
    except (ValueError, TypeError) as e:
        errors.append(f"{type(e).__name__}: {e}")
print(errors)


class Strict(list):
    def __getitem__(self, i):
        if isinstance(i, int) and i < 0:
            raise IndexError(f"negative index {i} not allowed")
        return super().__getitem__(i)


s = Strict([1, 2, 3])
print(s[0], s[1:])
try:
    s[-1]
except IndexError as e:
    print(type(e).__name__, e)
try:
    s[10]
except IndexError as e:
    print(type(e).__name__, e)

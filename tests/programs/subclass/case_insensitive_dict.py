# Headers looked up without regard to case: keys are stored lower-cased,
# and the dict's own methods are reached through super().
class Headers(dict):
    def __init__(self, *args, **kwargs):
        super().__init__()
        self.update(*args, **kwargs)

    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __delitem__(self, key):
        super().__delitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())

    def get(self, key, default=None):
        return super().get(key.lower(), default)

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value


h = Headers({"Content-Type": "text/html"}, Server="tracelab")
h["X-Count"] = "3"
print(h)
print(h["CONTENT-TYPE"], h["server"], "x-count" in h, "X-COUNT" in h, "Age" in h)
print(h.get("SERVER"), h.get("missing", "-"), len(h), list(h))
del h["X-Count"]
print(h, isinstance(h, dict))
try:
    h["Nope"]
except KeyError as e:
    print(type(e).__name__, e)

# A registry of handlers: a dict that is also a decorator (its __call__).
class Registry(dict):
    def __call__(self, name):
        def register(fn):
            if name in self:
                raise KeyError(f"{name!r} is already registered")
            self[name] = fn
            return fn
        return register

    def run(self, name, *args):
        try:
            handler = self[name]
        except KeyError:
            raise LookupError(f"no handler for {name!r}") from None
        return handler(*args)


commands = Registry()


@commands("add")
def add(a, b):
    return a + b


@commands("shout")
def shout(text):
    return text.upper() + "!"


print(sorted(commands), len(commands), callable(commands), callable({}))
print(commands.run("add", 2, 3), commands.run("shout", "hi"), commands["add"] is add)
for attempt in [lambda: commands("add")(print), lambda: commands.run("nope")]:
    try:
        attempt()
    except LookupError as e:
        print(type(e).__name__, e)

# An exception raised in a metaclass's __new__ while a class statement runs, uncaught.
class Strict(type):
    def __new__(mcs, name, bases, ns):
        for key, value in ns.items():
            if not key.startswith("__") and not callable(value):
                raise TypeError(f"{name}.{key}: only methods allowed, got {type(value).__name__}")
        return super().__new__(mcs, name, bases, ns)


class Fine(metaclass=Strict):
    def run(self):
        return "ok"


print(Fine().run())


class Broken(Fine):
    limit = 10

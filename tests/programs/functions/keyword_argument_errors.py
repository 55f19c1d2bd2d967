# Unpacking arguments: mappings, repeated keywords and what CPython says.
def show(**kwargs):
    return sorted(kwargs.items())


class Settings:
    def keys(self):
        return ["lr", "epochs"]

    def __getitem__(self, key):
        return {"lr": 0.1, "epochs": 5}[key]


print(show(**Settings()), show(a=1, **{"b": 2}), show(**{"a": 1}, b=2))
print(dict(**{"x": 1}, y=2))
calls = [
    lambda: show(**1),
    lambda: show(**{1: 2}),
    lambda: show(a=1, **{"a": 2}),
    lambda: show(**{"a": 1}, **{"a": 2}),
    lambda: print(**{"sep": 1}, **{"sep": 2}),
    lambda: dict(**{"a": 1}, a=3),
    lambda: show(*5),
    lambda: range(0, 5, step=1),
    lambda: int("12", 37),
    lambda: int("12", 1),
    lambda: int(12, 10),
]
for call in calls:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for source in ["f(a=1, 2)", "f(**d, 2)", "f(**d, *e)"]:
    try:
        compile(source, "<test>", "eval")
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
print(int("z", 36), int("0x1f", 0), int("0b101", 0))

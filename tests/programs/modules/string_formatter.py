# string.Formatter: str.format's parsing and field lookup as methods a
# subclass can override.
import string

f = string.Formatter()
print(f.format("{0}-{name}-{1!r:>6}", "a", "b", name="n"))
print(f.format("{} {} {p.real} {d[key]} {l[1]}", 1, 2, p=3 + 4j, d={"key": "v"}, l=[7, 8]))
print(f.format("{:{width}.{prec}f}|{{literal}}", 3.14159, width=10, prec=2))
print(list(f.parse("a{{b}}c{0!s:>3}d{x.y[0]}")))
print(list(f.parse("plain")), list(f.parse("{}")))
for text, args in [("{0} {}", (1, 2)), ("{", ()), ("}", ()), ("{0!x}", (1,)), ("{0", (1,))]:
    try:
        print(f.format(text, *args))
    except (ValueError, IndexError) as error:
        print(type(error).__name__, error)


class Defaulting(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f"<{key}>")
        return super().get_value(key, args, kwargs)

    def format_field(self, value, format_spec):
        return super().format_field(value, format_spec).upper()


print(Defaulting().format("{greeting}, {name}! {0}", "ok", greeting="hello"))


class Strict(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - used_args
        if unused:
            raise KeyError(sorted(unused))


try:
    Strict().format("{a}", a=1, b=2)
except KeyError as error:
    print("unused", error)
print(Strict().vformat("{a}{0}", (0,), {"a": 1}))

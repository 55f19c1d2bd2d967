# str.format_map: named fields looked up in the mapping itself (a dict
# subclass's __missing__ answers), attribute and index parts, nested specs,
# and CPython's errors for positional fields, missing keys and bad calls.
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"


point = {"x": 3, "y": 4.5, "name": "p"}
print("{name}: ({x}, {y:.2f})".format_map(point))
print("{name} {unknown}".format_map(Default(name="n")))
print("{a[0]} {a[1]:>{w}}|".format_map({"a": ["left", "right"], "w": 8}))
print("{c.real} {c.imag}".format_map({"c": 1 + 2j}))
print("{{literal}} {v!r}".format_map({"v": "text"}))
for bad in ["{0}", "{}", "{missing}"]:
    try:
        bad.format_map({"v": 1})
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
for args in [(), ({}, {})]:
    try:
        "{x}".format_map(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    "{x}".format_map(m={})
except TypeError as e:
    print("TypeError", e)
try:
    "{x}".format_map([1])
except TypeError as e:
    print("TypeError", e)
